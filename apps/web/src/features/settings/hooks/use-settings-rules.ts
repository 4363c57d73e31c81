import { useTranslation } from 'react-i18next';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { isBlank, isValidWebUrl } from '../../../lib/forms/validators.ts';
import { isValidAppPath, numberProblem, SETTINGS_LIMITS } from '../utils/settings-rules.ts';

/** The checks of the settings forms, each answering with the spec's generic message (spec 01 §5) or null. */
export function useSettingsRules() {
  const { t } = useTranslation('settings');
  const messages = useFormMessages();
  const tooLong = (label: string, value: string, max: number) =>
    value.trim().length > max ? messages.textMax(label, max) : null;
  return {
    messages,
    requiredText: (label: string, value: string, max: number) =>
      isBlank(value) ? messages.required(label) : tooLong(label, value, max),
    optionalText: (label: string, value: string, max: number) => tooLong(label, value, max),
    url: (label: string, value: string, required = false) => {
      if (isBlank(value)) return required ? messages.required(label) : null;
      return tooLong(label, value, SETTINGS_LIMITS.url) ?? (isValidWebUrl(value) ? null : messages.url(label));
    },
    appPath: (label: string, value: string) => {
      if (isBlank(value)) return null;
      return (
        tooLong(label, value, SETTINGS_LIMITS.path) ??
        (isValidAppPath(value) ? null : t('pathInvalid', { field: label }))
      );
    },
    number: (label: string, value: number | string, bounds: { min: number; max: number }) => {
      switch (numberProblem(value, bounds)) {
        case 'required':
          return messages.required(label);
        case 'invalid':
          return messages.invalid();
        case 'min':
          return messages.numberMin(label, bounds.min);
        case 'max':
          return messages.numberMax(label, bounds.max);
        default:
          return null;
      }
    },
  };
}
