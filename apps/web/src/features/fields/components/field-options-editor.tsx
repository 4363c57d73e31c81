import { CUSTOM_FIELD_LIMITS } from '@cohort/shared';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldForm } from '../hooks/use-field-form.ts';
import { addOption, canAddOption, moveOption, removeOption, renameOption } from '../utils/field-options.ts';

/**
 * Pressing a button of the list keeps the focus in the option being typed in: leaving it would show its error and
 * move the button away before the click lands.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The options of a choice field, in order: each renamed, moved up or down, or removed; new ones added at the end. */
export function FieldOptionsEditor({ form, answered }: { form: FieldForm; answered: boolean }) {
  const { t } = useTranslation('fields');
  const options = form.values.options;
  const listError = form.errorAt('options');
  const iconButton = (
    label: string,
    icon: ReactNode,
    onClick: () => void,
    testId: string,
    extra: { disabled?: boolean; color?: string } = {},
  ) => (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={extra.color ?? 'gray'}
        disabled={extra.disabled}
        aria-label={label}
        onClick={onClick}
        onMouseDown={keepFocus}
        data-testid={testId}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Stack gap="xs" data-testid="field-form-options">
      <div>
        <Text fw={600} size="sm">
          {t('form.options')}
        </Text>
        <Text size="xs" c="dimmed">
          {answered ? t('form.optionsAnsweredHint') : t('form.optionsHint')}
        </Text>
      </div>
      {options.map((option, index) => {
        const number = index + 1;
        const path = `option:${option.key}` as const;
        return (
          <Group key={option.key} gap="xs" align="flex-start" wrap="nowrap" data-testid="field-option">
            <TextInput
              aria-label={t('form.optionNumber', { number })}
              placeholder={t('form.optionNumber', { number })}
              value={option.label}
              onChange={(event) => {
                const label = event.currentTarget.value;
                form.setOptions((current) => renameOption(current, option.key, label));
                form.changed(path);
              }}
              error={form.errorAt(path)}
              maxLength={CUSTOM_FIELD_LIMITS.optionLabel + 20}
              dir="auto"
              style={{ flex: 1 }}
              data-testid="field-option-label"
            />
            <Group gap={2} wrap="nowrap" mt={4}>
              {iconButton(
                t('form.moveUp', { number }),
                <IconArrowUp size={16} />,
                () => form.setOptions((current) => moveOption(current, option.key, -1)),
                'field-option-up',
                { disabled: index === 0 },
              )}
              {iconButton(
                t('form.moveDown', { number }),
                <IconArrowDown size={16} />,
                () => form.setOptions((current) => moveOption(current, option.key, 1)),
                'field-option-down',
                { disabled: index === options.length - 1 },
              )}
              {iconButton(
                t('form.removeOption', { number }),
                <IconTrash size={16} />,
                () => form.setOptions((current) => removeOption(current, option.key)),
                'field-option-remove',
                { color: 'red' },
              )}
            </Group>
          </Group>
        );
      })}
      {listError ? (
        <Text size="sm" c="red" role="alert" data-testid="field-form-options-error">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.setOptions(addOption)}
          onMouseDown={keepFocus}
          disabled={!canAddOption(options)}
          data-testid="field-form-add-option"
        >
          {t('form.addOption')}
        </Button>
        {canAddOption(options) ? null : (
          <Text size="xs" c="dimmed">
            {t('messages.tooManyOptions', { max: CUSTOM_FIELD_LIMITS.options })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
