import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isHexColour } from '../../../lib/brand-colours.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
import type { IncubatorSettings } from '../graphql/incubator-settings.fragment.ts';
import { useSaveIncubatorSettings } from '../hooks/use-save-incubator-settings.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import { SETTINGS_LIMITS } from '../utils/settings-rules.ts';
import { ColourField } from './colour-field.tsx';
import { SaveBar } from './save-bar.tsx';
import { SettingsSection } from './settings-page.tsx';

type CustomLoginValues = {
  active: boolean;
  text: string;
  url: string;
  buttonBackgroundColor: string;
  buttonTextColor: string;
};

function customLoginValues(incubator: IncubatorSettings): CustomLoginValues {
  const { active, text, url, buttonBackgroundColor, buttonTextColor } = incubator.customLogin;
  return { active, text, url, buttonBackgroundColor, buttonTextColor };
}

const CUSTOM_LOGIN_FIELDS = {
  'customLogin.active': 'active',
  'customLogin.text': 'text',
  'customLogin.url': 'url',
  'customLogin.buttonBackgroundColor': 'buttonBackgroundColor',
  'customLogin.buttonTextColor': 'buttonTextColor',
} as const;

/** The extra button under the login form: a text and a link, in its own colours (spec 02 §3 custom login). */
export function CustomLoginForm({ incubator }: { incubator: IncubatorSettings }) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const textLabel = t('login.customLogin.text');
  const urlLabel = t('login.customLogin.url');
  const form = useForm<CustomLoginValues>({
    initialValues: customLoginValues(incubator),
    validate: (values) => ({
      text: values.active
        ? rules.requiredText(textLabel, values.text, SETTINGS_LIMITS.customLoginText)
        : rules.optionalText(textLabel, values.text, SETTINGS_LIMITS.customLoginText),
      url: rules.url(urlLabel, values.url, values.active),
      buttonBackgroundColor:
        values.buttonBackgroundColor === '' || isHexColour(values.buttonBackgroundColor)
          ? null
          : rules.messages.invalid(),
      buttonTextColor:
        values.buttonTextColor === '' || isHexColour(values.buttonTextColor) ? null : rules.messages.invalid(),
    }),
  });
  const { save, saving, error } = useSaveIncubatorSettings(form, {
    toValues: customLoginValues,
    fieldNames: CUSTOM_LOGIN_FIELDS,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await save({
      customLogin: {
        active: values.active,
        text: values.text.trim(),
        url: values.url.trim(),
        buttonBackgroundColor: values.buttonBackgroundColor,
        buttonTextColor: values.buttonTextColor,
      },
    });
  });
  const background = form.control('buttonBackgroundColor');
  const text = form.control('buttonTextColor');
  return (
    <form onSubmit={onSubmit} noValidate data-testid="custom-login-form">
      <Stack gap="md" maw={720}>
        <SettingsSection title={t('login.customLogin.title')} description={t('login.customLogin.description')}>
          <Switch
            checked={form.values.active}
            onChange={(event) => form.setValue('active', event.currentTarget.checked)}
            label={t('login.customLogin.active')}
            data-testid="custom-login-active"
          />
          <TextInput
            {...form.field('text')}
            label={textLabel}
            withAsterisk={form.values.active}
            dir="auto"
            data-testid="custom-login-text"
          />
          <TextInput
            {...form.field('url')}
            label={urlLabel}
            withAsterisk={form.values.active}
            placeholder="https://"
            type="url"
            dir="ltr"
            data-testid="custom-login-url"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ColourField
              label={t('login.customLogin.buttonBackgroundColor')}
              value={background.value}
              onChange={background.onChange}
              error={background.error}
              testId="custom-login-button-bg"
            />
            <ColourField
              label={t('login.customLogin.buttonTextColor')}
              value={text.value}
              onChange={text.onChange}
              error={text.error}
              testId="custom-login-button-text"
            />
          </SimpleGrid>
        </SettingsSection>
        <SaveBar saving={saving} error={error} testId="custom-login-save" />
      </Stack>
    </form>
  );
}
