import { type Language, LANGUAGE_NAMES, LANGUAGES, type LayoutPage } from '@cohort/shared';
import {
  Badge,
  Box,
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
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { type IncubatorSettings, IncubatorSettingsFragment } from '../graphql/incubator-settings.fragment.ts';
import { LayoutSettingsFragment } from '../graphql/layout-settings.fragment.ts';
import { UpdateLayoutCustomizationMutation } from '../graphql/update-layout-customization.mutation.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import {
  BACKGROUND_SIZES,
  type EditableLayout,
  editableLayout,
  LAYOUT_PAGE_OPTIONS,
  layoutFieldErrors,
  layoutInput,
  previewText,
  WIDGET_LOGO_POSITIONS,
  WIDGET_LOGO_TYPES,
} from '../utils/page-layout.ts';
import { SETTINGS_LIMITS } from '../utils/settings-rules.ts';
import { ColourField } from './colour-field.tsx';
import { ImageField } from './image-field.tsx';
import { LayoutPreview } from './layout-preview.tsx';
import { SaveBar } from './save-bar.tsx';
import { SettingsSection } from './settings-page.tsx';

type NumberPath = 'header.height' | 'footer.height' | 'content.columnWidth' | 'widgetLogo.height';

const NUMBER_BOUNDS: Record<NumberPath, { min: number; max: number }> = {
  'header.height': SETTINGS_LIMITS.headerHeight,
  'footer.height': SETTINGS_LIMITS.headerHeight,
  'content.columnWidth': SETTINGS_LIMITS.columnWidth,
  'widgetLogo.height': SETTINGS_LIMITS.logoHeight,
};

/** The colours edited in the colours section; the header text sits with the header, the box's with its page. */
const SHARED_COLOURS = ['primaryButtonBackground', 'primaryButtonText', 'link', 'text', 'heading'] as const;

function numberValue(layout: EditableLayout, path: NumberPath): number | string {
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
}

function storedLayout(incubator: IncubatorSettings, page: LayoutPage): EditableLayout {
  return editableLayout(readFragment(LayoutSettingsFragment, incubator.layoutCustomization[page]));
}

/**
 * The layout editor of one public page (login, apply or home; spec 02 §3 Layout customization): background,
 * header, content, colours, logo, texts per language and footer, beside a live preview of that page.
 * Saving replaces the page's whole layout.
 */
export function LayoutForm({ incubator, page }: { incubator: IncubatorSettings; page: LayoutPage }) {
  const { t, i18n } = useTranslation('settings');
  const rules = useSettingsRules();
  const feedback = useSettingsFeedback();
  const [{ fetching: saving }, updateLayout] = useMutation(UpdateLayoutCustomizationMutation);
  const [layout, setLayout] = useState(() => storedLayout(incubator, page));
  const interfaceLanguage = i18n.resolvedLanguage ?? 'en';
  const [language, setLanguage] = useState<Language>(
    (LANGUAGES as readonly string[]).includes(interfaceLanguage) ? (interfaceLanguage as Language) : 'en',
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const options = LAYOUT_PAGE_OPTIONS[page];
  const testId = (name: string) => `${page}-layout-${name}`;

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

  const numberLabel = (path: NumberPath): string => {
    switch (path) {
      case 'header.height':
        return t('layout.fields.headerHeight');
      case 'footer.height':
        return t('layout.fields.footerHeight');
      case 'content.columnWidth':
        return t(`layout.pages.${page}.columnWidth`);
      default:
        return t('layout.fields.logoHeight');
    }
  };
  const numberError = (path: NumberPath) =>
    rules.number(numberLabel(path), numberValue(layout, path), NUMBER_BOUNDS[path]) ?? serverErrors[path] ?? null;
  const textLabel = (kind: 'description' | 'footer') =>
    kind === 'description' ? t(`layout.pages.${page}.descriptionField`) : t('layout.fields.footer');
  const textError = (kind: 'description' | 'footer') =>
    LANGUAGES.some((code) => layout.customText[kind][code].trim().length > SETTINGS_LIMITS.layoutText)
      ? rules.messages.textMax(textLabel(kind), SETTINGS_LIMITS.layoutText)
      : null;
  const colourError = (key: keyof EditableLayout['colors'], label: string) =>
    serverErrors[`colors.${key}`] ?? (layout.colors[key].trim() === '' ? rules.messages.required(label) : null);
  const invalid =
    (Object.keys(NUMBER_BOUNDS) as NumberPath[]).some((path) => numberError(path) !== null) ||
    textError('description') !== null ||
    textError('footer') !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (invalid) return;
    const result = await updateLayout({ page, layout: layoutInput(layout) });
    if (result.error || !result.data) {
      const fields = graphqlFieldErrors(result.error);
      setServerErrors(layoutFieldErrors(fields));
      if (result.error) setError(fields.map((f) => f.message).join('. ') || feedback.errorMessage(result.error));
      return;
    }
    setLayout(storedLayout(readFragment(IncubatorSettingsFragment, result.data.updateLayoutCustomization), page));
    setServerErrors({});
    feedback.saved();
  };

  const filledLanguages = LANGUAGES.filter(
    (code) => layout.customText.description[code].trim() !== '' || layout.customText.footer[code].trim() !== '',
  );
  const numberInput = (path: NumberPath, id: string) => (
    <NumberInput
      label={numberLabel(path)}
      value={numberValue(layout, path)}
      onChange={(value) => setNumber(path, value)}
      min={NUMBER_BOUNDS[path].min}
      max={NUMBER_BOUNDS[path].max}
      allowDecimal={false}
      allowNegative={false}
      suffix=" px"
      error={numberError(path) ?? undefined}
      data-testid={testId(id)}
    />
  );
  const textarea = (kind: 'description' | 'footer', minRows: number) => (
    <Textarea
      label={<OptionalLabel label={textLabel(kind)} />}
      value={layout.customText[kind][language]}
      onChange={(event) => setText(kind, event.currentTarget.value)}
      error={textError(kind) ?? undefined}
      autosize
      minRows={minRows}
      lang={language}
      dir="auto"
      data-testid={testId(kind)}
    />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid={testId('form')}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="xl">
            <SettingsSection title={t('layout.sections.background')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ColourField
                  label={t('layout.fields.backgroundColor')}
                  value={layout.background.color}
                  onChange={(color) => update('background', { color })}
                  error={serverErrors['background.color']}
                  testId={testId('bg-color')}
                />
                <Select
                  label={t('layout.fields.backgroundSize')}
                  data={BACKGROUND_SIZES.map((size) => ({ value: size, label: t(`layout.backgroundSizes.${size}`) }))}
                  value={layout.background.size}
                  onChange={(size) => size && update('background', { size })}
                  allowDeselect={false}
                  data-testid={testId('bg-size')}
                />
              </SimpleGrid>
              <ImageField
                label={t('layout.fields.backgroundImage')}
                value={layout.background.image}
                onChange={(image) => update('background', { image })}
                testId={testId('bg-image')}
                serverError={serverErrors['background.image']}
              />
            </SettingsSection>

            <SettingsSection title={t('layout.sections.header')}>
              <Switch
                checked={layout.header.isVisible}
                onChange={(event) => update('header', { isVisible: event.currentTarget.checked })}
                label={t('layout.fields.headerVisible')}
                data-testid={testId('header-visible')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {numberInput('header.height', 'header-height')}
                <ColourField
                  label={t('layout.fields.headerBackground')}
                  value={layout.header.background}
                  onChange={(background) => update('header', { background })}
                  testId={testId('header-bg')}
                />
                <ColourField
                  label={t('layout.colours.headerText')}
                  value={layout.colors.headerText}
                  onChange={(headerText) => update('colors', { headerText })}
                  testId={testId('colour-headerText')}
                />
              </SimpleGrid>
            </SettingsSection>

            <SettingsSection title={t('layout.sections.content')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {numberInput('content.columnWidth', 'column-width')}
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={testId('columns-label')}>
                    {t(`layout.pages.${page}.columns`)}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={testId('columns-label')}
                    aria-describedby={testId('columns-hint')}
                    data={[
                      { value: '1', label: t('layout.columns.one') },
                      { value: '2', label: t('layout.columns.two') },
                    ]}
                    value={String(layout.content.columns)}
                    onChange={(value) => update('content', { columns: Number(value) })}
                    data-testid={testId('columns')}
                  />
                  <Text size="xs" c="dimmed" id={testId('columns-hint')}>
                    {t(`layout.pages.${page}.columnsHint`)}
                  </Text>
                </Stack>
              </SimpleGrid>
              {options.exploreLink ? (
                <Switch
                  checked={layout.showExploreLink}
                  onChange={(event) => {
                    const showExploreLink = event.currentTarget.checked;
                    setLayout((current) => ({ ...current, showExploreLink }));
                  }}
                  label={t('layout.fields.showExploreLink')}
                  data-testid={testId('explore-link')}
                />
              ) : null}
            </SettingsSection>

            <SettingsSection title={t('layout.sections.colours')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <ColourField
                  label={t(`layout.pages.${page}.widgetBackground`)}
                  value={layout.colors.widgetBackground}
                  onChange={(widgetBackground) => update('colors', { widgetBackground })}
                  error={colourError('widgetBackground', t(`layout.pages.${page}.widgetBackground`))}
                  testId={testId('colour-widgetBackground')}
                />
                {SHARED_COLOURS.map((key) => (
                  <ColourField
                    key={key}
                    label={t(`layout.colours.${key}`)}
                    value={layout.colors[key]}
                    onChange={(value) => update('colors', { [key]: value })}
                    error={colourError(key, t(`layout.colours.${key}`))}
                    testId={testId(`colour-${key}`)}
                  />
                ))}
              </SimpleGrid>
            </SettingsSection>

            <SettingsSection title={t(`layout.pages.${page}.logoSection`)}>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('layout.fields.logoType')}
                  data={WIDGET_LOGO_TYPES.map((type) => ({ value: type, label: t(`layout.logoTypes.${type}`) }))}
                  value={layout.widgetLogo.type}
                  onChange={(type) => type && update('widgetLogo', { type })}
                  allowDeselect={false}
                  data-testid={testId('logo-type')}
                />
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={testId('logo-position-label')}>
                    {t('layout.fields.logoPosition')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={testId('logo-position-label')}
                    data={WIDGET_LOGO_POSITIONS.map((position) => ({
                      value: position,
                      label: t(`layout.positions.${position}`),
                    }))}
                    value={layout.widgetLogo.position}
                    onChange={(position) => update('widgetLogo', { position })}
                    data-testid={testId('logo-position')}
                  />
                </Stack>
                {numberInput('widgetLogo.height', 'logo-height')}
              </SimpleGrid>
            </SettingsSection>

            <SettingsSection title={t('layout.sections.texts')} description={t('layout.hints.texts')}>
              <Group align="flex-end" gap="sm">
                <Select
                  label={t('layout.fields.textLanguage')}
                  data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
                  value={language}
                  onChange={(value) => value && setLanguage(value as Language)}
                  allowDeselect={false}
                  w={220}
                  data-testid={testId('language')}
                />
                <Group gap={4} data-testid={testId('languages-filled')}>
                  {filledLanguages.map((code) => (
                    <Badge key={code} variant="light" size="sm" tt="none">
                      {LANGUAGE_NAMES[code]}
                    </Badge>
                  ))}
                </Group>
              </Group>
              {textarea('description', 3)}
              {textarea('footer', 2)}
              <Text size="xs" c="dimmed">
                {t('layout.hints.fallback')}
              </Text>
            </SettingsSection>

            <SettingsSection title={t('layout.sections.footer')}>
              <Switch
                checked={layout.footer.isVisible}
                onChange={(event) => update('footer', { isVisible: event.currentTarget.checked })}
                label={t('layout.fields.footerVisible')}
                data-testid={testId('footer-visible')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {numberInput('footer.height', 'footer-height')}
                <ColourField
                  label={t('layout.fields.footerBackground')}
                  value={layout.footer.background}
                  onChange={(background) => update('footer', { background })}
                  testId={testId('footer-bg')}
                />
              </SimpleGrid>
            </SettingsSection>

            <SaveBar saving={saving} error={error} testId={testId('save')} disabled={invalid} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Box style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <LayoutPreview
              page={page}
              layout={layout}
              name={incubator.name}
              logos={{ logo: incubator.logo, logoSquare: incubator.logoSquare, whiteLogo: incubator.whiteLogo }}
              palette={incubator.brandPalette}
              description={previewText(layout.customText.description, language)}
              footer={previewText(layout.customText.footer, language)}
              organisationDescription={incubator.description}
            />
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}
