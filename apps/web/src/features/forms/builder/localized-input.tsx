import { Textarea, TextInput } from '@mantine/core';
import { type FormText, isRightToLeft } from '@cohort/shared';
import { setText, textIn } from './question-factory.ts';

/**
 * A text of the form in the language being edited. The default language's text shows as the placeholder of the
 * others, so that a translator sees what to translate; the input runs in the language's direction.
 */
export function LocalizedInput({
  label,
  texts,
  language,
  defaultLanguage,
  onChange,
  multiline = false,
  maxLength,
  size,
  'data-testid': testId,
  'aria-label': ariaLabel,
}: {
  label?: string;
  texts: readonly FormText[] | null | undefined;
  language: string;
  defaultLanguage: string;
  onChange: (texts: FormText[]) => void;
  multiline?: boolean;
  maxLength?: number;
  size?: 'xs' | 'sm';
  'data-testid'?: string;
  'aria-label'?: string;
}) {
  const value = textIn(texts, language);
  const placeholder = language === defaultLanguage ? undefined : textIn(texts, defaultLanguage) || undefined;
  const common = {
    label,
    value,
    placeholder,
    size,
    maxLength,
    dir: isRightToLeft(language) ? 'rtl' : 'ltr',
    lang: language,
    'aria-label': ariaLabel,
    'data-testid': testId,
  } as const;
  return multiline ? (
    <Textarea
      {...common}
      autosize
      minRows={2}
      onChange={(event) => onChange(setText(texts, language, event.currentTarget.value))}
    />
  ) : (
    <TextInput {...common} onChange={(event) => onChange(setText(texts, language, event.currentTarget.value))} />
  );
}
