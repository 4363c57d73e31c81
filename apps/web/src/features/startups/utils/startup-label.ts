import { pickTranslation } from '@cohort/shared';

export interface StartupLabels {
  /** 'Startup', or the organisation's own word. */
  singular: string;
  /** 'Startups', or the organisation's own word. */
  plural: string;
}

interface LocalizedTextView {
  language: string;
  value: string;
}

export interface StartupNameAlternativeView {
  active: boolean;
  label: readonly LocalizedTextView[];
  pluralLabel: readonly LocalizedTextView[];
}

/**
 * The words for a startup (UseStartupLabel): when the organisation's alternative is active, its label in the interface
 * language (else its default language, else any); the translated defaults otherwise or where a label is empty.
 */
export function startupLabels(
  alternative: StartupNameAlternativeView | null | undefined,
  language: string,
  defaults: StartupLabels,
): StartupLabels {
  if (!alternative?.active) return defaults;
  return {
    singular: pickTranslation(alternative.label, language)?.trim() || defaults.singular,
    plural: pickTranslation(alternative.pluralLabel, language)?.trim() || defaults.plural,
  };
}

/** Up to two initials of a startup's name, shown when it has no logo ('Solaris Energy' is 'SE'). */
export function startupInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
