import { FORM_LIMITS } from '@cohort/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type DefinitionMessageKey, definitionMessage } from '../builder/problem-messages.ts';

/** The limit a message names, for the translations' {{max}}. */
const LIMIT_OF: Partial<Record<DefinitionMessageKey, number>> = {
  titleTooLong: FORM_LIMITS.title,
  tooManyQuestions: FORM_LIMITS.questions,
  labelTooLong: FORM_LIMITS.label,
  descriptionTooLong: FORM_LIMITS.description,
  tooManyOptions: FORM_LIMITS.options,
  optionLabelTooLong: FORM_LIMITS.optionLabel,
  treeTooDeep: FORM_LIMITS.optionsDepth,
  tooManyTags: FORM_LIMITS.tags,
};

/** The server's own refusals about a whole form (forms service), said in the interface language. */
const SERVER_MESSAGES = {
  'This form has answers: archive it instead of deleting it': 'server.hasAnswers',
  'Profile forms cannot be deleted or archived': 'server.profileForm',
  'Profile forms are made and arranged in the profile builder': 'server.profileBuilder',
  'This is an earlier version of the form: open its current version to change it': 'server.notCurrent',
  'This form is archived: restore it before changing it': 'server.archived',
  'The link must expire in the future': 'server.expiresInPast',
} as const;

/**
 * Says a message of the forms engine or the forms service in the interface language (they come in English from the
 * shared check and the server); any other text is returned as it is.
 */
export function useDefinitionMessage() {
  const { t } = useTranslation('forms');
  return useCallback(
    (message: string): string => {
      const known = definitionMessage(message);
      if (known) {
        return t(`problems.${known.key}`, { label: known.label, reason: known.reason, max: LIMIT_OF[known.key] ?? 0 });
      }
      const server = SERVER_MESSAGES[message as keyof typeof SERVER_MESSAGES];
      return server ? t(server) : message;
    },
    [t],
  );
}
