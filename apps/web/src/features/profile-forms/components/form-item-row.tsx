import { ActionIcon, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BuilderField } from '../utils/builder-state.ts';
import { FieldSummary } from './field-summary.tsx';

/** One field on the form: its place (move up, move down), whether it is required, Remove, and a refusal if any. */
export function FormItemRow({
  field,
  required,
  position,
  count,
  error,
  editable,
  onMove,
  onRequired,
  onRemove,
}: {
  field: BuilderField;
  required: boolean;
  position: number;
  count: number;
  error?: string;
  editable: boolean;
  onMove: (offset: -1 | 1) => void;
  onRequired: (required: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('profileForms');
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      data-testid="form-item"
      data-field-id={field._id}
      data-field-label={field.label}
      data-required={required}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
            <Text size="sm" c="dimmed" w={24} ta="center" mt={2} aria-hidden>
              {position + 1}
            </Text>
            <FieldSummary field={field} />
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={!editable || position === 0}
              onClick={() => onMove(-1)}
              aria-label={t('builder.form.moveUp', { label: field.label })}
              data-testid="form-item-up"
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={!editable || position === count - 1}
              onClick={() => onMove(1)}
              aria-label={t('builder.form.moveDown', { label: field.label })}
              data-testid="form-item-down"
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group justify="space-between" gap="sm">
          <Switch
            label={t('builder.form.required')}
            checked={required}
            disabled={!editable}
            onChange={(event) => onRequired(event.currentTarget.checked)}
            aria-label={t('builder.form.requiredLabel', { label: field.label })}
            data-testid="form-item-required"
          />
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} />}
            disabled={!editable}
            onClick={onRemove}
            aria-label={t('builder.form.removeLabel', { label: field.label })}
            data-testid="form-item-remove"
          >
            {t('builder.form.remove')}
          </Button>
        </Group>
        {error ? (
          <Text size="sm" c="red" role="alert" data-testid="form-item-error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
