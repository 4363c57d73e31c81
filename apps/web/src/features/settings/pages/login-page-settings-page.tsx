import { type Language, LANGUAGE_NAMES, LANGUAGES } from '@cohort/shared';
import {
  Badge,
  Box,
  Divider,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { isHexColour } from '../../../lib/brand-colours.ts';
import { useForm } from '../../../lib/forms/use-form.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { ColourField } from '../components/colour-field.tsx';
import { ImageField } from '../components/image-field.tsx';
import { LoginLayoutPreview } from '../components/login-layout-preview.tsx';
import { SaveBar } from '../components/save-bar.tsx';
import { SettingsPage, SettingsSection, WithIncubatorSettings } from '../components/settings-page.tsx';
import { type IncubatorSettings, IncubatorSettingsFragment } from '../graphql/incubator-settings.fragment.ts';
import { UpdateLayoutCustomizationMutation } from '../graphql/update-layout-customization.mutation.ts';
import { useSaveIncubatorSettings } from '../hooks/use-save-incubator-settings.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import {
  BACKGROUND_SIZES,
  type EditableLayout,
  editableLayout,
  LAYOUT_COLOURS,
  layoutInput,
  previewText,
  WIDGET_LOGO_POSITIONS,
  WIDGET_LOGO_TYPES,
} from '../utils/login-layout.ts';
import { SETTINGS_LIMITS } from '../utils/settings-rules.ts';

/** /admin/configuration/login: the layout of the login page (spec 02 §3) and the custom login button. */
export function LoginPageSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('login.title')} description={t('login.description')} testId="settings-login-page">
      <WithIncubatorSettings>
        {(incubator) => (
          <Stack gap="xl">
            <LoginLayoutForm incubator={incubator} />
            <Divider />
            <CustomLoginForm incubator={incubator} />
          </Stack>
        )}
      </WithIncubatorSettings>
    </SettingsPage>
  );
}

/** The number fields of the layout, by path, with the name of their label. */
const NUMBER_FIELDS = {
  'header.height': 'headerHeight',
  'footer.height': 'footerHeight',
  'content.columnWidth': 'columnWidth',
  'widgetLogo.height': 'logoHeight',
} as const;
type NumberPath = keyof typeof NUMBER_FIELDS;

function LoginLayoutForm({ incubator }: { incubator: IncubatorSettings }) {
  const { t, i18n } = useTranslation('settings');
  const rules = useSettingsRules();
  const feedback = useSettingsFeedback();
  const [{ fetching: saving }, updateLayout] = useMutation(UpdateLayoutCustomizationMutation);
  const [layout, setLayout] = useState(() => editableLayout(incubator.layoutCustomization.login));
  const interfaceLanguage = i18n.resolvedLanguage ?? 'en';
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(interfaceLanguage) ? (interfaceLanguage as Language) : 'en',
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const update = <K extends keyof EditableLayout>(part: K, changes: Partial<EditableLayout[K]>) => {
    setLayout((current) => ({ ...current, [part]: { ...(current[part] as object), ...changes } }));
    setServerErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`${part}.`))),
    );
  };
  const setText = (kind: 'description' | 'footer', value: string) =>
    setLayout((current) => ({
      ...current,
      customText: { ...current.customText, [kind]: { ...current.customText[kind], [language]: value } },
    }));

  const numberBounds: Record<NumberPath, { min: number; max: number }> = {
    'header.height': SETTINGS_LIMITS.headerHeight,
    'footer.height': SETTINGS_LIMITS.headerHeight,
    'content.columnWidth': SETTINGS_LIMITS.columnWidth,
    'widgetLogo.height': SETTINGS_LIMITS.logoHeight,
  };
  const numberValue = (path: NumberPath): number | string => {
    switch (path) {
      case 'header.height':
        return layout.header.height;
      case 'footer.height':
        return layout.footer.height;
      case 'content.columnWidth':
        return layout.content.columnWidth;
      default:
        return layout.widgetLogo.height;
    }
  };
  const setNumber = (path: NumberPath, value: number | string) => {
    switch (path) {
      case 'header.height':
        return update('header', { height: value });
      case 'footer.height':
        return update('footer', { height: value });
      case 'content.columnWidth':
        return update('content', { columnWidth: value });
      default:
        return update('widgetLogo', { height: value });
    }
  };
  const numberLabel = (path: NumberPath) => t(`login.fields.${NUMBER_FIELDS[path]}`);
  const numberError = (path: NumberPath) =>
    rules.number(numberLabel(path), numberValue(path), numberBounds[path]) ?? serverErrors[path] ?? null;
  const textError = (kind: 'description' | 'footer') =>
    LANGUAGES.some((code) => layout.customText[kind][code].trim().length > SETTINGS_LIMITS.layoutText)
      ? rules.messages.textMax(t(`login.fields.${kind}`), SETTINGS_LIMITS.layoutText)
      : null;
  const invalid =
    (Object.keys(numberBounds) as NumberPath[]).some((path) => numberError(path) !== null) ||
    textError('description') !== null ||
    textError('footer') !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (invalid) return;
    const result = await updateLayout({ page: 'login', layout: layoutInput(layout) });
    if (result.error || !result.data) {
      const fields = graphqlFieldErrors(result.error);
      setServerErrors(Object.fromEntries(fields.map((f) => [f.field.replace(/^(input|layout)\./, ''), f.message])));
      if (result.error) setError(fields.map((f) => f.message).join('. ') || feedback.errorMessage(result.error));
      return;
    }
    const saved = readFragment(IncubatorSettingsFragment, result.data.updateLayoutCustomization);
    setLayout(editableLayout(saved.layoutCustomization.login));
    setServerErrors({});
    feedback.saved();
  };

  const filledLanguages = LANGUAGES.filter(
    (code) => layout.customText.description[code].trim() !== '' || layout.customText.footer[code].trim() !== '',
  );
  const numberInput = (path: NumberPath, testId: string) => (
    <NumberInput
      label={numberLabel(path)}
      value={numberValue(path)}
      onChange={(value) => setNumber(path, value)}
      min={numberBounds[path].min}
      max={numberBounds[path].max}
      allowDecimal={false}
      allowNegative={false}
      suffix={path === 'content.columnWidth' || path.endsWith('height') ? ' px' : undefined}
      error={numberError(path) ?? undefined}
      data-testid={testId}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="login-layout-form">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="xl">
            <SettingsSection title={t('login.sections.background')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ColourField
                  label={t('login.fields.backgroundColor')}
                  value={layout.background.color}
                  onChange={(color) => update('background', { color })}
                  error={serverErrors['background.color']}
                  testId="login-layout-bg-color"
                />
                <Select
                  label={t('login.fields.backgroundSize')}
                  data={BACKGROUND_SIZES.map((size) => ({ value: size, label: t(`login.backgroundSizes.${size}`) }))}
                  value={layout.background.size}
                  onChange={(size) => size && update('background', { size })}
                  allowDeselect={false}
                  data-testid="login-layout-bg-size"
                />
              </SimpleGrid>
              <ImageField
                label={t('login.fields.backgroundImage')}
                value={layout.background.image}
                onChange={(image) => update('background', { image })}
                testId="login-layout-bg-image"
                serverError={serverErrors['background.image']}
              />
            </SettingsSection>

            <SettingsSection title={t('login.sections.header')}>
              <Switch
                checked={layout.header.isVisible}
                onChange={(event) => update('header', { isVisible: event.currentTarget.checked })}
                label={t('login.fields.headerVisible')}
                data-testid="login-layout-header-visible"
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {numberInput('header.height', 'login-layout-header-height')}
                <ColourField
                  label={t('login.fields.headerBackground')}
                  value={layout.header.background}
                  onChange={(background) => update('header', { background })}
                  testId="login-layout-header-bg"
                />
                <ColourField
                  label={t('login.colours.headerText')}
                  value={layout.colors.headerText}
                  onChange={(headerText) => update('colors', { headerText })}
                  testId="login-layout-colour-headerText"
                />
              </SimpleGrid>
            </SettingsSection>

            <SettingsSection title={t('login.sections.content')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {numberInput('content.columnWidth', 'login-layout-column-width')}
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="login-layout-columns-label">
                    {t('login.fields.columns')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="login-layout-columns-label"
                    data={[
                      { value: '1', label: t('login.columns.one') },
                      { value: '2', label: t('login.columns.two') },
                    ]}
                    value={String(layout.content.columns)}
                    onChange={(value) => update('content', { columns: Number(value) })}
                    data-testid="login-layout-columns"
                  />
                </Stack>
              </SimpleGrid>
              <Switch
                checked={layout.showExploreLink}
                onChange={(event) => {
                  const showExploreLink = event.currentTarget.checked;
                  setLayout((current) => ({ ...current, showExploreLink }));
                }}
                label={t('login.fields.showExploreLink')}
                data-testid="login-layout-explore-link"
              />
            </SettingsSection>

            <SettingsSection title={t('login.sections.colours')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {LAYOUT_COLOURS.filter((key) => key !== 'headerText').map((key) => (
                  <ColourField
                    key={key}
                    label={t(`login.colours.${key}`)}
                    value={layout.colors[key]}
                    onChange={(value) => update('colors', { [key]: value })}
                    error={
                      serverErrors[`colors.${key}`] ??
                      (layout.colors[key].trim() === '' ? rules.messages.required(t(`login.colours.${key}`)) : null)
                    }
                    testId={`login-layout-colour-${key}`}
                  />
                ))}
              </SimpleGrid>
            </SettingsSection>

            <SettingsSection title={t('login.sections.logo')}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('login.fields.logoType')}
                  data={WIDGET_LOGO_TYPES.map((type) => ({ value: type, label: t(`login.logoTypes.${type}`) }))}
                  value={layout.widgetLogo.type}
                  onChange={(type) => type && update('widgetLogo', { type })}
                  allowDeselect={false}
                  data-testid="login-layout-logo-type"
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="login-layout-logo-position-label">
                    {t('login.fields.logoPosition')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="login-layout-logo-position-label"
                    data={WIDGET_LOGO_POSITIONS.map((position) => ({
                      value: position,
                      label: t(`login.positions.${position}`),
                    }))}
                    value={layout.widgetLogo.position}
                    onChange={(position) => update('widgetLogo', { position })}
                    data-testid="login-layout-logo-position"
                  />
                </Stack>
                {numberInput('widgetLogo.height', 'login-layout-logo-height')}
              </SimpleGrid>
            </SettingsSection>

            <SettingsSection title={t('login.sections.texts')} description={t('login.hints.texts')}>
              <Group align="flex-end" gap="sm">
                <Select
                  label={t('login.fields.textLanguage')}
                  data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
                  value={language}
                  onChange={(value) => value && setLanguage(value as Language)}
                  allowDeselect={false}
                  w={220}
                  data-testid="login-layout-language"
                />
                <Group gap={4} data-testid="login-layout-languages-filled">
                  {filledLanguages.map((code) => (
                    <Badge key={code} variant="light" size="sm" tt="none">
                      {LANGUAGE_NAMES[code]}
                    </Badge>
                  ))}
                </Group>
              </Group>
              <Textarea
                label={<OptionalLabel label={t('login.fields.description')} />}
                value={layout.customText.description[language]}
                onChange={(event) => setText('description', event.currentTarget.value)}
                error={textError('description') ?? undefined}
                autosize
                minRows={3}
                lang={language}
                dir="auto"
                data-testid="login-layout-description"
              />
              <Textarea
                label={<OptionalLabel label={t('login.fields.footer')} />}
                value={layout.customText.footer[language]}
                onChange={(event) => setText('footer', event.currentTarget.value)}
                error={textError('footer') ?? undefined}
                autosize
                minRows={2}
                lang={language}
                dir="auto"
                data-testid="login-layout-footer"
              />
              <Text size="xs" c="dimmed">
                {t('login.hints.fallback')}
              </Text>
            </SettingsSection>

            <SettingsSection title={t('login.sections.footer')}>
              <Switch
                checked={layout.footer.isVisible}
                onChange={(event) => update('footer', { isVisible: event.currentTarget.checked })}
                label={t('login.fields.footerVisible')}
                data-testid="login-layout-footer-visible"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {numberInput('footer.height', 'login-layout-footer-height')}
                <ColourField
                  label={t('login.fields.footerBackground')}
                  value={layout.footer.background}
                  onChange={(background) => update('footer', { background })}
                  testId="login-layout-footer-bg"
                />
              </SimpleGrid>
            </SettingsSection>

            <SaveBar saving={saving} error={error} testId="login-layout-save" disabled={invalid} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Box style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <LoginLayoutPreview
              layout={layout}
              name={incubator.name}
              logos={{ logo: incubator.logo, logoSquare: incubator.logoSquare, whiteLogo: incubator.whiteLogo }}
              palette={incubator.brandPalette}
              description={previewText(layout.customText.description, language)}
              footer={previewText(layout.customText.footer, language)}
            />
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}

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
function CustomLoginForm({ incubator }: { incubator: IncubatorSettings }) {
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
