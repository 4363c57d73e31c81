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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A text of the interface with the startup word replaced by the organisation's own (startupNameAlternative): the
 * language's default words (`defaults`) and the common spellings (startups, start-ups) are swapped, plural before
 * singular, keeping a capital where the text had one.
 */
export function relabelStartupWord(text: string, defaults: StartupLabels, labels: StartupLabels): string {
  if (defaults.singular === labels.singular && defaults.plural === labels.plural) return text;
  const plurals = [defaults.plural, 'start-ups', 'startups'];
  const singulars = [defaults.singular, 'start-up', 'startup'];
  const alternatives = [...new Set([...plurals, ...singulars].filter(Boolean))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const pattern = new RegExp(alternatives.join('|'), 'giu');
  return text.replace(pattern, (match) => {
    const plural = plurals.some((word) => word.toLocaleLowerCase() === match.toLocaleLowerCase());
    const word =
      plural && match.toLocaleLowerCase() !== defaults.singular.toLocaleLowerCase() ? labels.plural : labels.singular;
    const first = match.charAt(0);
    const capital = first !== first.toLocaleLowerCase();
    return capital
      ? word.charAt(0).toLocaleUpperCase() + word.slice(1)
      : word.charAt(0).toLocaleLowerCase() + word.slice(1);
  });
}
