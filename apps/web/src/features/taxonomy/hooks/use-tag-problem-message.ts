import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { TAG_NAME_MAX, type TagFormProblem } from '../utils/tag-form.ts';

/** The message of a tag form problem for a field, in the interface language (spec 01 §5 generic messages). */
export function useTagProblemMessage(): (problem: TagFormProblem | undefined | null, field: string) => string | null {
  const { t } = useTranslation('taxonomy');
  const messages = useFormMessages();
  return (problem, field) => {
    switch (problem) {
      case 'required':
        return messages.required(field);
      case 'textMax':
        return messages.textMax(field, TAG_NAME_MAX);
      case 'colour':
        return t('form.colourInvalid');
      case 'duplicate':
        return t('form.duplicate');
      default:
        return null;
    }
  };
}
