import { useTranslation } from 'react-i18next';
import type { PasswordProblem } from './validators.ts';

/** The generic form messages of spec 01 §5 in the interface language. */
export function useFormMessages() {
  const { t } = useTranslation('common');
  return {
    invalid: () => t('form.invalid'),
    required: (field: string) => t('form.required', { field }),
    email: (field: string) => t('form.email', { field }),
    url: (field: string) => t('form.url', { field }),
    numberMin: (field: string, min: number) => t('form.numberMin', { field, min }),
    numberMax: (field: string, max: number) => t('form.numberMax', { field, max }),
    textMin: (field: string, min: number) => t('form.textMin', { field, min }),
    textMax: (field: string, max: number) => t('form.textMax', { field, max }),
    optional: () => t('form.optional'),
    password: (field: string, problem: PasswordProblem, limits: { min: number; max: number }) => {
      switch (problem) {
        case 'required':
          return t('form.required', { field });
        case 'tooShort':
          return t('form.textMin', { field, min: limits.min });
        case 'tooLong':
          return t('form.textMax', { field, max: limits.max });
        case 'tooCommon':
          return t('form.passwordTooCommon');
      }
    },
  };
}

export type FormMessages = ReturnType<typeof useFormMessages>;
