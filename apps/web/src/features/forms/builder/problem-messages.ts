import { FORM_DEFINITION_MESSAGES } from '@cohort/shared';

export type DefinitionMessageKey = keyof typeof FORM_DEFINITION_MESSAGES;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = (Object.entries(FORM_DEFINITION_MESSAGES) as [DefinitionMessageKey, string][]).map(
  ([key, template]) => ({
    key,
    pattern: new RegExp(
      `^${escapeRegExp(template).replace('\\{label\\}', '(?<label>.*)').replace('\\{reason\\}', '(?<reason>.*)')}$`,
      's',
    ),
  }),
);

/**
 * Which message of the forms engine a text is (the client's check and the server's field errors both say them in
 * English), with the question's label and the reason it names, so that the builder says it in the interface language.
 * Null for any other text, which is then shown as it came.
 */
export function definitionMessage(
  message: string,
): { key: DefinitionMessageKey; label: string; reason: string } | null {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { key, label: match.groups?.label ?? '', reason: match.groups?.reason ?? '' };
  }
  return null;
}
