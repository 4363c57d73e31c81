import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ArchiveFormMutation } from '../graphql/archive-form.mutation.ts';
import { DeleteFormMutation } from '../graphql/delete-form.mutation.ts';
import { DuplicateFormMutation } from '../graphql/duplicate-form.mutation.ts';
import { ShareFormMutation } from '../graphql/share-form.mutation.ts';
import type { FormAudience } from '../utils/form-kinds.ts';
import { useFormsFeedback } from './use-forms-feedback.ts';

/**
 * The row actions of the forms list: each reports its outcome in a toast and resolves to whether it succeeded
 * (duplicate resolves to the copy's id).
 */
export function useFormActions(onChanged: () => void) {
  const { t } = useTranslation('forms');
  const feedback = useFormsFeedback();
  const [, duplicate] = useMutation(DuplicateFormMutation);
  const [, remove] = useMutation(DeleteFormMutation);
  const [, archive] = useMutation(ArchiveFormMutation);
  const [, share] = useMutation(ShareFormMutation);

  return {
    duplicate: async (form: { _id: string; title: string }): Promise<string | null> => {
      const result = await duplicate({ id: form._id, title: t('list.copyTitle', { title: form.title }) });
      if (result.error || !result.data) {
        if (result.error) feedback.failed(feedback.errorMessage(result.error));
        return null;
      }
      feedback.succeeded(t('list.duplicated', { title: result.data.duplicateForm.title }));
      onChanged();
      return result.data.duplicateForm._id;
    },
    remove: async (form: { _id: string; title: string }): Promise<boolean> => {
      const result = await remove({ id: form._id });
      if (result.error) {
        feedback.failed(feedback.errorMessage(result.error));
        return false;
      }
      feedback.succeeded(t('list.deleted', { title: form.title }));
      onChanged();
      return true;
    },
    archive: async (form: { _id: string; title: string }, archived: boolean): Promise<boolean> => {
      const result = await archive({ id: form._id, archived });
      if (result.error) {
        feedback.failed(feedback.errorMessage(result.error));
        return false;
      }
      feedback.succeeded(t(archived ? 'list.archived' : 'list.restored', { title: form.title }));
      onChanged();
      return true;
    },
    share: async (id: string, audience: FormAudience, expiresAt: string | null) => {
      const result = await share({ id, audience, expiresAt });
      if (result.error || !result.data) {
        return { error: result.error ? feedback.errorMessage(result.error) : t('errors.generic') };
      }
      feedback.succeeded(t('share.saved'));
      onChanged();
      return { form: result.data.shareForm };
    },
  };
}
