import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { UpdateProfileFormMutation } from '../graphql/update-profile-form.mutation.ts';
import {
  type BuilderItem,
  type BuilderState,
  profileFormInput,
  type SaveProblems,
  saveProblems,
} from '../utils/builder-state.ts';
import { builderItemsOf, readProfileForm } from '../utils/read-profile-form.ts';
import { useProfileFormsFeedback } from './use-profile-forms-feedback.ts';

const NO_PROBLEMS: SaveProblems = { byField: {}, general: [] };

/**
 * Saves the builder's form: on success the saved items come back (the builder resets to them) and a toast says so;
 * a refusal leaves its messages on the rows of the fields they name, or on top.
 */
export function useSaveProfileForm(formId: string, onSaved: (items: BuilderItem[]) => void) {
  const { t } = useTranslation('profileForms');
  const feedback = useProfileFormsFeedback();
  const [{ fetching }, update] = useMutation(UpdateProfileFormMutation);
  const [problems, setProblems] = useState<SaveProblems>(NO_PROBLEMS);

  const save = async (state: BuilderState) => {
    setProblems(NO_PROBLEMS);
    const result = await update({ id: formId, items: profileFormInput(state) });
    if (result.data?.updateProfileForm) {
      onSaved(builderItemsOf(readProfileForm(result.data.updateProfileForm)));
      feedback.succeeded(t('builder.saved'));
      return;
    }
    if (!result.error) return;
    const fieldErrors = graphqlFieldErrors(result.error);
    setProblems(
      fieldErrors.length > 0
        ? saveProblems(fieldErrors, state)
        : { byField: {}, general: [feedback.errorMessage(result.error)] },
    );
  };

  return { save, saving: fetching, problems, clearProblems: () => setProblems(NO_PROBLEMS) };
}
