import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import type { ProfileProblem } from '../utils/profile-form.ts';

/** The message of a profile form problem for a field, in the interface language (spec 01 §5 generic messages). */
export function useProfileProblemMessage(): (
  problem: ProfileProblem | null | undefined,
  field: string,
) => string | null {
  const { t } = useTranslation('community');
  const messages = useFormMessages();
  return (problem, field) => {
    if (!problem) return null;
    switch (problem.kind) {
      case 'required':
        return messages.required(field);
      case 'textMax':
        return messages.textMax(field, problem.max);
      case 'url':
        return messages.url(field);
      case 'tooMany':
        return t('form.problems.tooMany', { field, max: problem.max });
      case 'phone':
        return t('form.problems.phone', { field });
      case 'date':
        return t('form.problems.date', { field });
      case 'past':
        return t('form.problems.past', { field });
      case 'notFound':
        return t('form.problems.notFound');
      case 'invalid':
        return messages.invalid();
    }
  };
}
