import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { ListBody } from '../../../ui/list-body.tsx';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useStartupRelabel } from '../../organisation/index.ts';
import type { CustomFieldRow } from '../graphql/custom-fields.query.ts';
import { DeleteCustomFieldMutation } from '../graphql/delete-custom-field.mutation.ts';
import { useCustomFields } from '../hooks/use-custom-fields.ts';
import { useEntityKindLabel } from '../hooks/use-entity-kind-label.ts';
import type { FieldEditing } from '../hooks/use-field-editing.ts';
import { useFieldsFeedback } from '../hooks/use-fields-feedback.ts';
import type { CustomFieldEntityKind } from '../utils/entity-kinds.ts';
import { DeleteFieldModal } from './delete-field-modal.tsx';
import { FieldFormModal } from './field-form-modal.tsx';
import { FieldsTable } from './fields-table.tsx';
import { PlanLocked } from './plan-locked.tsx';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; field: CustomFieldRow }
  | { kind: 'delete'; field: CustomFieldRow }
  | null;

/** The custom fields of one kind of profile, with the new field, edit and delete dialogs. */
export function KindFields({ kind, editing }: { kind: CustomFieldEntityKind; editing: FieldEditing }) {
  const { t } = useTranslation('fields');
  const relabel = useStartupRelabel();
  const kindLabel = useEntityKindLabel()(kind);
  const feedback = useFieldsFeedback();
  const { fields, error, refresh } = useCustomFields(kind);
  const [, deleteField] = useMutation(DeleteCustomFieldMutation);
  const [dialog, setDialog] = useState<Dialog>(null);

  const saved = (label: string, created: boolean) => {
    setDialog(null);
    feedback.succeeded(t(created ? 'toasts.created' : 'toasts.updated', { label }));
    refresh();
  };

  const removeConfirmed = async (field: CustomFieldRow) => {
    const result = await deleteField({ id: field._id });
    setDialog(null);
    if (result.error) feedback.failed(feedback.errorMessage(result.error));
    else feedback.succeeded(t('toasts.deleted', { label: field.label }));
    refresh();
  };

  return (
    <Stack gap="md" data-testid="fields-kind-panel" data-kind={kind}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3" data-testid="fields-kind-title">
          {kindLabel}
        </Title>
        {editing === 'allowed' || editing === 'notInPlan' ? (
          <PlanLocked locked={editing === 'notInPlan'}>
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={editing === 'notInPlan'}
              onClick={() => setDialog({ kind: 'create' })}
              data-testid="field-create"
            >
              {t('actions.create')}
            </Button>
          </PlanLocked>
        ) : null}
      </Group>
      {editing === 'switchedOff' ? (
        <Alert color="gray" data-testid="fields-editing-off">
          {t('editing.switchedOff')}
        </Alert>
      ) : null}
      <ListBody
        error={error ? feedback.errorMessage(error) : null}
        loaded={Boolean(fields)}
        empty={fields?.length === 0}
        emptyText={relabel(t(`empty.${kind}`))}
        testId="fields"
      >
        <FieldsTable
          fields={fields ?? []}
          editing={editing}
          onEdit={(field) => setDialog({ kind: 'edit', field })}
          onDelete={(field) => setDialog({ kind: 'delete', field })}
        />
      </ListBody>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <FieldFormModal
          kind={kind}
          kindLabel={kindLabel}
          field={dialog.kind === 'edit' ? dialog.field : null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteFieldModal
          field={dialog.field}
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.field)}
        />
      ) : null}
    </Stack>
  );
}
