import { Button, Group, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BuilderField } from '../utils/builder-state.ts';
import { FieldSummary } from './field-summary.tsx';

/** A field that may go on the form ("Add"), or one on the other form, shown disabled with a note saying so. */
export function AvailableFieldRow({
  field,
  editable,
  otherFormNote,
  onAdd,
}: {
  field: BuilderField;
  editable: boolean;
  otherFormNote?: string;
  onAdd: () => void;
}) {
  const { t } = useTranslation('profileForms');
  const onOtherForm = otherFormNote !== undefined;
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      opacity={onOtherForm ? 0.7 : 1}
      aria-disabled={onOtherForm || undefined}
      data-testid={onOtherForm ? 'other-form-field' : 'available-field'}
      data-field-id={field._id}
      data-field-label={field.label}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <FieldSummary field={field} />
          {onOtherForm ? (
            <Text size="xs" c="dimmed" fs="italic" mt={2} data-testid="other-form-note">
              {otherFormNote}
            </Text>
          ) : null}
        </div>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={onOtherForm || !editable}
          onClick={onAdd}
          aria-label={t('builder.available.addLabel', { label: field.label })}
          data-testid="available-field-add"
        >
          {t('builder.available.add')}
        </Button>
      </Group>
    </Paper>
  );
}
