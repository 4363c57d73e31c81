import { LANGUAGE_NAMES, type Language } from '@cohort/shared';
import { Button, Collapse, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '../../../lib/forms/use-form.ts';
import {
  hasStartupWords,
  pluralField,
  type StartupNamingValues,
  type StartupWordField,
  singularField,
  startupNamingLanguages,
} from '../utils/startup-naming.ts';

/**
 * The organisation's own word for a startup (startupNameAlternative): a switch, then a singular and a plural per
 * language, English and the default language first, the other languages folded away until used.
 */
export function StartupNamingFields({
  values,
  defaultLanguage,
  field,
  onActiveChange,
}: {
  values: StartupNamingValues;
  defaultLanguage: string;
  field: (name: StartupWordField) => FieldProps;
  onActiveChange: (active: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const { main, others } = startupNamingLanguages(defaultLanguage);
  const [opened, setOpened] = useState(() => others.some((language) => hasStartupWords(values, language)));
  // A message in a folded language must be seen: the part opens by itself.
  const otherError = others.some(
    (language) => field(singularField(language)).error || field(pluralField(language)).error,
  );
  const expanded = opened || otherError;
  const active = values.startupWordActive;

  const row = (language: Language) => (
    <SimpleGrid key={language} cols={{ base: 1, sm: 2 }} data-testid={`settings-startup-word-${language}`}>
      <TextInput
        {...field(singularField(language))}
        label={t('general.startupNaming.singular', { language: LANGUAGE_NAMES[language] })}
        disabled={!active}
        lang={language}
        dir="auto"
        data-testid={`settings-startup-singular-${language}`}
      />
      <TextInput
        {...field(pluralField(language))}
        label={t('general.startupNaming.plural', { language: LANGUAGE_NAMES[language] })}
        disabled={!active}
        lang={language}
        dir="auto"
        data-testid={`settings-startup-plural-${language}`}
      />
    </SimpleGrid>
  );

  return (
    <Stack gap="sm">
      <Switch
        checked={active}
        onChange={(event) => onActiveChange(event.currentTarget.checked)}
        label={t('general.fields.startupWordActive')}
        description={t('general.hints.startupWordActive')}
        data-testid="settings-startup-word-active"
      />
      {main.map(row)}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpened((current) => !current)}
          disabled={otherError}
          aria-expanded={expanded}
          aria-controls="settings-startup-other-languages"
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden
              style={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          }
          data-testid="settings-startup-other-languages-toggle"
        >
          {t('general.startupNaming.otherLanguages')}
        </Button>
      </div>
      <Collapse expanded={expanded} id="settings-startup-other-languages">
        <Stack gap="sm">{others.map(row)}</Stack>
      </Collapse>
    </Stack>
  );
}
