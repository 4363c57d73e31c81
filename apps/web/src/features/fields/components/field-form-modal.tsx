import { CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_TYPES, type CustomFieldType, isChoiceField } from '@cohort/shared';
import { Alert, Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { CreateCustomFieldMutation } from '../graphql/create-custom-field.mutation.ts';
import type { CustomFieldRow } from '../graphql/custom-fields.query.ts';
import { UpdateCustomFieldMutation } from '../graphql/update-custom-field.mutation.ts';
import { useFieldForm } from '../hooks/use-field-form.ts';
import { useFieldsFeedback } from '../hooks/use-fields-feedback.ts';
import type { CustomFieldEntityKind } from '../utils/entity-kinds.ts';
import { fieldInput } from '../utils/field-form.ts';
import { FieldOptionsEditor } from './field-options-editor.tsx';

export interface FieldFormModalProps {
  /** The kind of profile a new field goes on. */
  kind: CustomFieldEntityKind;
  /** The kind's name, for the title of a new field. */
  kindLabel: string;
  /** The field to edit; none to create one. */
  field: CustomFieldRow | null;
  onClose: () => void;
  onSaved: (label: string, created: boolean) => void;
}

/**
 * The custom field form in create or edit mode: a label, a description, a type (locked once the field has answers),
 * the options of a choice and the currency of an amount. The shared rules are checked before sending; the server's
 * field messages show under their input.
 */
export function FieldFormModal({ kind, kindLabel, field, onClose, onSaved }: FieldFormModalProps) {
  const { t } = useTranslation('fields');
  const feedback = useFieldsFeedback();
  const form = useFieldForm(kind, field);
  const [, createField] = useMutation(CreateCustomFieldMutation);
  const [, updateField] = useMutation(UpdateCustomFieldMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answered = (field?.answerCount ?? 0) > 0;
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    setSaving(true);
    setError(null);
    const input = fieldInput(kind, values);
    const result = field ? await updateField({ id: field._id, input }) : await createField({ input });
    setSaving(false);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      const unplaced = form.showServerErrors(fields);
      if (fields.length === 0) setError(feedback.errorMessage(result.error));
      else if (unplaced.length > 0) setError(unplaced.join('. '));
      return;
    }
    onSaved(input.label, !field);
  };

  return (
    <Modal
      opened
      onClose={saving ? () => undefined : onClose}
      title={field ? t('form.editTitle', { label: field.label }) : t('form.createTitle', { kind: kindLabel })}
      size="lg"
      data-testid="field-form-modal"
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="field-form">
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="field-form-error">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label={t('form.label')}
            value={values.label}
            onChange={(event) => form.setField('label', event.currentTarget.value)}
            error={form.errorAt('label')}
            maxLength={CUSTOM_FIELD_LIMITS.label + 20}
            withAsterisk
            data-autofocus
            dir="auto"
            data-testid="field-form-label"
          />
          <Textarea
            label={<OptionalLabel label={t('form.description')} />}
            description={t('form.descriptionHint')}
            value={values.description}
            onChange={(event) => form.setField('description', event.currentTarget.value)}
            error={form.errorAt('description')}
            autosize
            minRows={2}
            maxRows={5}
            dir="auto"
            data-testid="field-form-description"
          />
          <Select
            label={t('form.type')}
            description={answered ? t('form.typeLocked') : undefined}
            data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            value={values.type}
            onChange={(value) => {
              if (value) form.setField('type', value as CustomFieldType);
            }}
            error={form.errorAt('type')}
            allowDeselect={false}
            disabled={answered}
            withAsterisk
            data-testid="field-form-type"
          />
          {isChoiceField(values.type) ? <FieldOptionsEditor form={form} answered={answered} /> : null}
          {values.type === 'currency' ? (
            <TextInput
              label={t('form.currency')}
              description={t('form.currencyHint')}
              value={values.currency}
              onChange={(event) => form.setField('currency', event.currentTarget.value.toUpperCase())}
              error={form.errorAt('currency')}
              maxLength={3}
              w={220}
              withAsterisk
              dir="ltr"
              data-testid="field-form-currency"
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving} data-testid="field-form-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="field-form-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
