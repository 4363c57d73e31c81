import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { type FormDraft, formInputOf } from '../builder/builder-state.ts';
import { NO_PROBLEMS, type SaveProblems, saveProblemsOf } from '../builder/save-problems.ts';
import { formVersionOf } from '../graphql/form.query.ts';
import { UpdateFormMutation } from '../graphql/update-form.mutation.ts';
import { useDefinitionMessage } from './use-definition-message.ts';
import { useFormsFeedback } from './use-forms-feedback.ts';

/**
 * Saves the draft with updateForm. `onSaved` gets the saved version's id: another id than the one edited means the
 * server made a new version (the form has answers).
 */
export function useSaveForm(formId: string, onSaved: (id: string, draft: FormDraft) => void) {
  const { t } = useTranslation('forms');
  const feedback = useFormsFeedback();
  const say = useDefinitionMessage();
  const [{ fetching }, update] = useMutation(UpdateFormMutation);
  const [problems, setProblems] = useState<SaveProblems>(NO_PROBLEMS);

  const save = async (draft: FormDraft) => {
    setProblems(NO_PROBLEMS);
    const result = await update({ id: formId, input: formInputOf(draft) });
    if (result.error || !result.data) {
      const fields = graphqlFieldErrors(result.error);
      if (fields.length > 0) {
        const split = saveProblemsOf(fields);
        setProblems({
          byQuestion: new Map([...split.byQuestion].map(([id, messages]) => [id, messages.map(say)])),
          general: split.general.map(say),
        });
        feedback.failed(t('builder.saveRefused'));
      } else {
        const message = result.error ? feedback.errorMessage(result.error) : t('errors.generic');
        setProblems({ byQuestion: new Map(), general: [message] });
        feedback.failed(message);
      }
      return;
    }
    const saved = formVersionOf(result.data.updateForm);
    if (saved._id !== formId) feedback.succeeded(t('builder.newVersion', { version: saved.version }));
    else feedback.succeeded(t('builder.saved'));
    onSaved(saved._id, draft);
  };

  return { save, saving: fetching, problems, clearProblems: () => setProblems(NO_PROBLEMS) };
}
