import { ActionIcon, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { FORM_LIMITS, type FormOption } from '@cohort/shared';
import { IconArrowDown, IconArrowUp, IconPlus, IconSubtask, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedInput } from './localized-input.tsx';
import {
  addOptionUnder,
  moveOptionAt,
  type OptionPath,
  optionValues,
  removeOptionAt,
  updateOptionAt,
} from './option-tree.ts';
import { newOption } from './question-factory.ts';

/**
 * A question's options: value, label in the language being edited, numerical value (flag qNumericalChoice) and
 * write-in; for trees, options under options down to `depth` levels.
 */
export function OptionsEditor({
  options,
  language,
  defaultLanguage,
  depth,
  numerical,
  writeIn = true,
  onChange,
  testId = 'options',
}: {
  options: FormOption[];
  language: string;
  defaultLanguage: string;
  /** How many levels options may have: 1 for plain lists. */
  depth: number;
  numerical: boolean;
  writeIn?: boolean;
  onChange: (options: FormOption[]) => void;
  testId?: string;
}) {
  const { t } = useTranslation('forms');
  const add = (parent: OptionPath) =>
    onChange(addOptionUnder(options, parent, newOption(optionValues(options), language, '')));

  const rows = (list: FormOption[], parent: OptionPath) =>
    list.map((option, index) => {
      const path = [...parent, index];
      const name = option.labels.find((l) => l.language === language)?.value || option.value;
      return (
        <Stack
          key={path.join('.')}
          gap={4}
          ps={parent.length > 0 ? 'lg' : 0}
          style={parent.length > 0 ? { borderInlineStart: '2px solid var(--mantine-color-default-border)' } : undefined}
          data-testid={`${testId}-row`}
          data-option-value={option.value}
        >
          <Group gap={4} wrap="nowrap" align="flex-end">
            <TextInput
              size="xs"
              w={110}
              label={index === 0 && parent.length === 0 ? t('builder.options.value') : undefined}
              aria-label={t('builder.options.valueOf', { name })}
              value={option.value}
              dir="ltr"
              onChange={(event) =>
                onChange(updateOptionAt(options, path, { value: event.currentTarget.value.replace(/\s/g, '-') }))
              }
              data-testid={`${testId}-value`}
            />
            <div style={{ flex: 1 }}>
              <LocalizedInput
                size="xs"
                label={index === 0 && parent.length === 0 ? t('builder.options.label') : undefined}
                aria-label={t('builder.options.labelOf', { position: path.map((i) => i + 1).join('.') })}
                texts={option.labels}
                language={language}
                defaultLanguage={defaultLanguage}
                maxLength={FORM_LIMITS.optionLabel}
                onChange={(labels) => onChange(updateOptionAt(options, path, { labels }))}
                data-testid={`${testId}-label`}
              />
            </div>
            {numerical ? (
              <NumberInput
                size="xs"
                w={80}
                label={index === 0 && parent.length === 0 ? t('builder.options.numerical') : undefined}
                aria-label={t('builder.options.numericalOf', { name })}
                value={option.numericalValue ?? ''}
                onChange={(value) =>
                  onChange(updateOptionAt(options, path, { numericalValue: typeof value === 'number' ? value : null }))
                }
                data-testid={`${testId}-numerical`}
              />
            ) : null}
            <ActionIcon
              variant="subtle"
              aria-label={t('builder.options.up', { name })}
              disabled={index === 0}
              onClick={() => onChange(moveOptionAt(options, path, -1))}
            >
              <IconArrowUp size={14} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('builder.options.down', { name })}
              disabled={index === list.length - 1}
              onClick={() => onChange(moveOptionAt(options, path, 1))}
            >
              <IconArrowDown size={14} />
            </ActionIcon>
            {path.length < depth ? (
              <ActionIcon
                variant="subtle"
                aria-label={t('builder.options.addChild', { name })}
                onClick={() => add(path)}
                data-testid={`${testId}-add-child`}
              >
                <IconSubtask size={14} />
              </ActionIcon>
            ) : null}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('builder.options.remove', { name })}
              onClick={() => onChange(removeOptionAt(options, path))}
              data-testid={`${testId}-remove`}
            >
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
          {writeIn ? (
            <Checkbox
              size="xs"
              label={t('builder.options.writeIn')}
              checked={Boolean(option.isWriteIn)}
              onChange={(event) =>
                onChange(updateOptionAt(options, path, { isWriteIn: event.currentTarget.checked || null }))
              }
            />
          ) : null}
          {option.children && option.children.length > 0 ? rows(option.children, path) : null}
        </Stack>
      );
    });

  return (
    <Stack gap="xs" data-testid={testId}>
      {options.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('builder.options.none')}
        </Text>
      ) : (
        rows(options, [])
      )}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => add([])}
          disabled={options.length >= FORM_LIMITS.options}
          data-testid={`${testId}-add`}
        >
          {t('builder.options.add')}
        </Button>
      </Group>
    </Stack>
  );
}
