import {
  CURRENCIES,
  DATE_FORMATS,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
  STARTUP_LABEL_MAX_LENGTH,
} from '@cohort/shared';
import { NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../lib/forms/use-form.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { SaveBar } from '../components/save-bar.tsx';
import { selectControl } from '../components/select-control.ts';
import { SettingsPage, SettingsSection, WithIncubatorSettings } from '../components/settings-page.tsx';
import { StartupNamingFields } from '../components/startup-naming-fields.tsx';
import type { IncubatorSettings } from '../graphql/incubator-settings.fragment.ts';
import { useSaveIncubatorSettings } from '../hooks/use-save-incubator-settings.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import { dateFormatExample, SETTINGS_LIMITS, textOrNull, timeZoneOptions } from '../utils/settings-rules.ts';
import {
  STARTUP_NAMING_FIELDS,
  type StartupNamingProblem,
  type StartupNamingValues,
  type StartupWordField,
  startupNamingInput,
  startupNamingProblems,
  startupNamingValues,
} from '../utils/startup-naming.ts';

type GeneralValues = {
  name: string;
  description: string;
  defaultLanguage: string;
  currency: string;
  timezone: string;
  address: string;
  dateFormat: string;
  allowUserSelfDelete: boolean;
  allowWriteInOptionInUserSkills: boolean;
  maxSessions: number | string;
  sessionIdleMinutes: number | string;
  sessionAbsoluteHours: number | string;
  termsAndServicesUrl: string;
  publicHomePath: string;
  notFoundPath: string;
} & StartupNamingValues;

function generalValues(incubator: IncubatorSettings): GeneralValues {
  return {
    name: incubator.name,
    description: incubator.description ?? '',
    defaultLanguage: incubator.defaultLanguage,
    currency: incubator.currency,
    timezone: incubator.timezone,
    address: incubator.address ?? '',
    dateFormat: incubator.dateFormat,
    allowUserSelfDelete: incubator.allowUserSelfDelete,
    allowWriteInOptionInUserSkills: incubator.allowWriteInOptionInUserSkills,
    maxSessions: incubator.maxSessions,
    sessionIdleMinutes: incubator.sessionIdleMinutes,
    sessionAbsoluteHours: incubator.sessionAbsoluteHours,
    termsAndServicesUrl: incubator.termsAndServicesUrl ?? '',
    publicHomePath: incubator.publicHomePath,
    notFoundPath: incubator.notFoundPath,
    ...startupNamingValues(incubator.startupNameAlternative),
  };
}

function currencyName(code: string, language: string): string | null {
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

/** /admin/configuration/general: the organisation's name, language, currency, time zone, sessions and links. */
export function GeneralSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('general.title')} description={t('general.description')} testId="settings-general-page">
      <WithIncubatorSettings>{(incubator) => <GeneralSettingsForm incubator={incubator} />}</WithIncubatorSettings>
    </SettingsPage>
  );
}

function GeneralSettingsForm({ incubator }: { incubator: IncubatorSettings }) {
  const { t, i18n } = useTranslation('settings');
  const rules = useSettingsRules();
  const language = i18n.resolvedLanguage ?? 'en';
  const label = {
    name: t('general.fields.name'),
    description: t('general.fields.description'),
    address: t('general.fields.address'),
    maxSessions: t('general.fields.maxSessions'),
    sessionIdleMinutes: t('general.fields.sessionIdleMinutes'),
    sessionAbsoluteHours: t('general.fields.sessionAbsoluteHours'),
    termsAndServicesUrl: t('general.fields.termsAndServicesUrl'),
    publicHomePath: t('general.fields.publicHomePath'),
    notFoundPath: t('general.fields.notFoundPath'),
  };
  /** The startup naming messages in the interface language; each names its field, which names its language. */
  const startupWordErrors = (values: GeneralValues) => {
    const errors: Partial<Record<StartupWordField, string>> = {};
    const problems = startupNamingProblems(values, values.defaultLanguage);
    for (const [name, problem] of Object.entries(problems) as [StartupWordField, StartupNamingProblem][]) {
      const [kind, wordLanguage] = name.split('.') as ['startupSingular' | 'startupPlural', Language];
      const field = t(`general.startupNaming.${kind === 'startupSingular' ? 'singular' : 'plural'}`, {
        language: LANGUAGE_NAMES[wordLanguage],
      });
      if (problem === 'tooLong') errors[name] = rules.messages.textMax(field, STARTUP_LABEL_MAX_LENGTH);
      else if (problem === 'required') errors[name] = rules.messages.required(field);
      else if (isLanguage(values.defaultLanguage) && values.defaultLanguage !== 'en') {
        errors[name] = t('general.startupNaming.mainLanguage', { language: LANGUAGE_NAMES[values.defaultLanguage] });
      } else errors[name] = t('general.startupNaming.englishNeeded');
    }
    return errors;
  };
  const form = useForm<GeneralValues>({
    initialValues: generalValues(incubator),
    validate: (values) => ({
      name: rules.requiredText(label.name, values.name, SETTINGS_LIMITS.name),
      description: rules.optionalText(label.description, values.description, SETTINGS_LIMITS.description),
      address: rules.optionalText(label.address, values.address, SETTINGS_LIMITS.address),
      maxSessions: rules.number(label.maxSessions, values.maxSessions, SETTINGS_LIMITS.maxSessions),
      sessionIdleMinutes: rules.number(
        label.sessionIdleMinutes,
        values.sessionIdleMinutes,
        SETTINGS_LIMITS.sessionIdleMinutes,
      ),
      sessionAbsoluteHours: rules.number(
        label.sessionAbsoluteHours,
        values.sessionAbsoluteHours,
        SETTINGS_LIMITS.sessionAbsoluteHours,
      ),
      termsAndServicesUrl: rules.url(label.termsAndServicesUrl, values.termsAndServicesUrl),
      publicHomePath: rules.appPath(label.publicHomePath, values.publicHomePath),
      notFoundPath: rules.appPath(label.notFoundPath, values.notFoundPath),
      ...startupWordErrors(values),
    }),
  });
  const { save, saving, error } = useSaveIncubatorSettings(form, {
    toValues: generalValues,
    fieldNames: STARTUP_NAMING_FIELDS,
  });
  const [today] = useState(() => new Date());

  const languageOptions = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));
  const currencyOptions = useMemo(
    () =>
      CURRENCIES.map((code) => {
        const name = currencyName(code, language);
        return { value: code, label: name ? `${code} · ${name}` : code };
      }),
    [language],
  );
  const timeZones = useMemo(() => timeZoneOptions(incubator.timezone), [incubator.timezone]);
  const dateFormatOptions = DATE_FORMATS.map((format) => ({
    value: format,
    // The pattern with today's date written in it, e.g. 'dd/MM/yy (31/01/26)'.
    label: `${format} (${dateFormatExample(format, today, language)})`,
  }));

  const onSubmit = form.handleSubmit(async (values) => {
    await save({
      name: values.name.trim(),
      description: textOrNull(values.description),
      defaultLanguage: values.defaultLanguage,
      currency: values.currency,
      timezone: values.timezone,
      address: textOrNull(values.address),
      dateFormat: values.dateFormat,
      allowUserSelfDelete: values.allowUserSelfDelete,
      allowWriteInOptionInUserSkills: values.allowWriteInOptionInUserSkills,
      maxSessions: Number(values.maxSessions),
      sessionIdleMinutes: Number(values.sessionIdleMinutes),
      sessionAbsoluteHours: Number(values.sessionAbsoluteHours),
      termsAndServicesUrl: textOrNull(values.termsAndServicesUrl),
      publicHomePath: values.publicHomePath.trim() || '/',
      notFoundPath: values.notFoundPath.trim() || '/',
      startupNameAlternative: startupNamingInput(values),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="settings-general-form">
      <Stack gap="xl" maw={720}>
        <SettingsSection title={t('general.sections.organisation')}>
          <TextInput
            {...form.field('name')}
            label={label.name}
            withAsterisk
            maxLength={SETTINGS_LIMITS.name + 20}
            data-testid="settings-name"
          />
          <Textarea
            {...form.field('description')}
            label={<OptionalLabel label={label.description} />}
            autosize
            minRows={3}
            data-testid="settings-description"
          />
          <Textarea
            {...form.field('address')}
            label={<OptionalLabel label={label.address} />}
            autosize
            minRows={2}
            data-testid="settings-address"
          />
        </SettingsSection>

        <SettingsSection title={t('general.sections.regional')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              {...selectControl(form.control('defaultLanguage'))}
              label={t('general.fields.defaultLanguage')}
              description={t('general.hints.defaultLanguage')}
              data={languageOptions}
              allowDeselect={false}
              withAsterisk
              data-testid="settings-default-language"
            />
            <Select
              {...selectControl(form.control('currency'))}
              label={t('general.fields.currency')}
              data={currencyOptions}
              searchable
              allowDeselect={false}
              withAsterisk
              nothingFoundMessage={t('nothingFound')}
              data-testid="settings-currency"
            />
            <Select
              {...selectControl(form.control('timezone'))}
              label={t('general.fields.timezone')}
              data={timeZones}
              searchable
              allowDeselect={false}
              withAsterisk
              limit={100}
              nothingFoundMessage={t('nothingFound')}
              data-testid="settings-timezone"
            />
            <Select
              {...selectControl(form.control('dateFormat'))}
              label={t('general.fields.dateFormat')}
              data={dateFormatOptions}
              allowDeselect={false}
              withAsterisk
              data-testid="settings-date-format"
            />
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection title={t('general.sections.people')}>
          <Switch
            checked={form.values.allowUserSelfDelete}
            onChange={(event) => form.setValue('allowUserSelfDelete', event.currentTarget.checked)}
            label={t('general.fields.allowUserSelfDelete')}
            description={t('general.hints.allowUserSelfDelete')}
            data-testid="settings-allow-self-delete"
          />
          <Switch
            checked={form.values.allowWriteInOptionInUserSkills}
            onChange={(event) => form.setValue('allowWriteInOptionInUserSkills', event.currentTarget.checked)}
            label={t('general.fields.allowWriteInOptionInUserSkills')}
            description={t('general.hints.allowWriteInOptionInUserSkills')}
            data-testid="settings-allow-write-in-skills"
          />
        </SettingsSection>

        <SettingsSection title={t('general.sections.sessions')} description={t('general.hints.sessions')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NumberInput
              {...form.control('maxSessions')}
              label={label.maxSessions}
              min={SETTINGS_LIMITS.maxSessions.min}
              max={SETTINGS_LIMITS.maxSessions.max}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              data-testid="settings-max-sessions"
            />
            <NumberInput
              {...form.control('sessionIdleMinutes')}
              label={label.sessionIdleMinutes}
              min={SETTINGS_LIMITS.sessionIdleMinutes.min}
              max={SETTINGS_LIMITS.sessionIdleMinutes.max}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              data-testid="settings-session-idle"
            />
            <NumberInput
              {...form.control('sessionAbsoluteHours')}
              label={label.sessionAbsoluteHours}
              min={SETTINGS_LIMITS.sessionAbsoluteHours.min}
              max={SETTINGS_LIMITS.sessionAbsoluteHours.max}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              data-testid="settings-session-absolute"
            />
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection
          title={t('general.sections.startupNaming')}
          description={t('general.hints.startupNaming')}
          testId="settings-startup-naming"
        >
          <StartupNamingFields
            values={form.values}
            defaultLanguage={form.values.defaultLanguage}
            field={form.field}
            onActiveChange={(active) => form.setValue('startupWordActive', active)}
          />
        </SettingsSection>

        <SettingsSection title={t('general.sections.links')}>
          <TextInput
            {...form.field('termsAndServicesUrl')}
            label={<OptionalLabel label={label.termsAndServicesUrl} />}
            placeholder="https://"
            type="url"
            dir="ltr"
            data-testid="settings-terms-url"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              {...form.field('publicHomePath')}
              label={<OptionalLabel label={label.publicHomePath} />}
              description={t('general.hints.publicHomePath')}
              placeholder="/"
              dir="ltr"
              data-testid="settings-public-home-path"
            />
            <TextInput
              {...form.field('notFoundPath')}
              label={<OptionalLabel label={label.notFoundPath} />}
              description={t('general.hints.notFoundPath')}
              placeholder="/"
              dir="ltr"
              data-testid="settings-not-found-path"
            />
          </SimpleGrid>
        </SettingsSection>

        <SettingsSection title={t('general.sections.mailboxes')} description={t('general.hints.mailboxes')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('general.fields.generalEmail')}
              </Text>
              <Text size="sm" c="dimmed" dir="ltr" ta="start" data-testid="settings-general-email">
                {incubator.generalEmail?.address ?? t('general.noMailbox')}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {t('general.fields.supportEmail')}
              </Text>
              <Text size="sm" c="dimmed" dir="ltr" ta="start" data-testid="settings-support-email">
                {incubator.supportEmail?.address ?? t('general.noMailbox')}
              </Text>
            </Stack>
          </SimpleGrid>
        </SettingsSection>

        <SaveBar saving={saving} error={error} />
      </Stack>
    </form>
  );
}
