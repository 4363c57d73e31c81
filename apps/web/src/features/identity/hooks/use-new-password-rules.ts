import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../lib/forms/validators.ts';

/** Client-side checks of a new password and its confirmation, in the words of the server's policy. */
export function useNewPasswordRules() {
  const { t } = useTranslation('auth');
  const messages = useFormMessages();
  const passwordLabel = t('fields.password');
  const confirmLabel = t('fields.confirmPassword');
  return {
    hint: t('password.hint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
    password: (value: string): string | null => {
      const problem = passwordProblem(value);
      return problem
        ? messages.password(passwordLabel, problem, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
        : null;
    },
    confirmation: (password: string, confirmation: string): string | null => {
      if (confirmation === '') return messages.required(confirmLabel);
      return confirmation === password ? null : t('password.mismatch');
    },
  };
}
