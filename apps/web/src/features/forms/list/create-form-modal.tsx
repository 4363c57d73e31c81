import { Select, TextInput } from '@mantine/core';
import { FORM_LIMITS, type FormKind } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormModal } from '../../../ui/form-modal.tsx';
import { CreateFormMutation } from '../graphql/create-form.mutation.ts';
import { useFormsFeedback } from '../hooks/use-forms-feedback.ts';
import { CREATABLE_FORM_KINDS } from '../utils/form-kinds.ts';

/**
 * /forms/management/new: a title and a kind, then the builder. The form starts in the interface language, which the
 * builder's settings change or add to.
 */
export function CreateFormModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t, i18n } = useTranslation('forms');
  const feedback = useFormsFeedback();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<FormKind>('submission');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreateFormMutation);
  const titleError = touched && title.trim() === '' ? t('create.titleRequired') : null;

  const submit = async () => {
    setTouched(true);
    if (title.trim() === '') return;
    setError(null);
    const language = i18n.resolvedLanguage ?? 'en';
    const result = await create({ input: { title: title.trim(), kind, languages: [language], questions: [] } });
    if (result.error || !result.data) {
      setError(result.error ? feedback.errorMessage(result.error) : t('errors.generic'));
      return;
    }
    onCreated(result.data.createForm._id);
  };

  return (
    <FormModal
      title={t('create.title')}
      saving={fetching}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      labels={{ cancel: t('create.cancel'), submit: t('create.submit') }}
      testIds={{
        modal: 'create-form-modal',
        form: 'create-form',
        error: 'create-form-error',
        cancel: 'create-form-cancel',
        submit: 'create-form-submit',
      }}
    >
      <TextInput
        label={t('create.formTitle')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={titleError}
        maxLength={FORM_LIMITS.title}
        required
        data-autofocus
        data-testid="create-form-title"
      />
      <Select
        label={t('create.kind')}
        data={CREATABLE_FORM_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind}
        onChange={(value) => value && setKind(value as FormKind)}
        allowDeselect={false}
        data-testid="create-form-kind"
      />
    </FormModal>
  );
}
