import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useRoleTypeLabel } from '../hooks/use-role-type-label.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import { ORGANISATION_ROLE_TYPES } from '../utils/permissions.ts';
import { SETTINGS_LIMITS } from '../utils/settings-rules.ts';
import { selectControl } from './select-control.ts';

export interface RoleLabelValues {
  type: string;
  label: string;
}

/**
 * The modal that creates a custom role (a role type and a label) or renames a role (the label only). `onSubmit`
 * answers with the error to show, or null when done.
 */
export function RoleLabelModal({
  mode,
  initial,
  onClose,
  onSubmit,
}: {
  mode: 'create' | 'rename';
  initial: RoleLabelValues;
  onClose: () => void;
  onSubmit: (
    values: RoleLabelValues,
  ) => Promise<{ error: string | null; fields?: Array<{ field: string; message: string }> }>;
}) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const typeLabel = useRoleTypeLabel();
  const labelName = t('roles.fields.label');
  const typeName = t('roles.fields.type');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<{ type: string; label: string }>({
    initialValues: initial,
    validate: (values) => ({
      type: values.type === '' ? rules.messages.required(typeName) : null,
      label: rules.requiredText(labelName, values.label, SETTINGS_LIMITS.roleLabel),
    }),
  });
  const testId = mode === 'create' ? 'role-create' : 'role-rename';

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const answer = await onSubmit({ type: values.type, label: values.label.trim() });
    setSaving(false);
    if (answer.fields && answer.fields.length > 0 && form.setFieldErrors(answer.fields)) return;
    if (answer.error) setError(answer.error);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={mode === 'create' ? t('roles.create.title') : t('roles.rename.title')}
      data-testid={`${testId}-modal`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid={`${testId}-error`}>
              {error}
            </Alert>
          ) : null}
          {mode === 'create' ? (
            <Select
              {...selectControl(form.control('type'))}
              label={typeName}
              description={t('roles.create.typeHint')}
              data={ORGANISATION_ROLE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
              allowDeselect={false}
              withAsterisk
              comboboxProps={{ withinPortal: false }}
              data-testid="role-create-type"
            />
          ) : null}
          <TextInput
            {...form.field('label')}
            label={labelName}
            withAsterisk
            data-autofocus
            dir="auto"
            data-testid={`${testId}-label`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid={`${testId}-submit`}>
              {mode === 'create' ? t('roles.create.submit') : t('roles.rename.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
