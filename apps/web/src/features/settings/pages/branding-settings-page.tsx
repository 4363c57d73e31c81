import { Box, Grid, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { isHexColour } from '../../../lib/brand-colours.ts';
import { BrandingPreview } from '../components/branding-preview.tsx';
import { ColourField } from '../components/colour-field.tsx';
import { ImageField } from '../components/image-field.tsx';
import { SaveBar } from '../components/save-bar.tsx';
import { SettingsPage, SettingsSection, WithIncubatorSettings } from '../components/settings-page.tsx';
import {
  type BrandPaletteSettings,
  type IncubatorSettings,
  IncubatorSettingsFragment,
} from '../graphql/incubator-settings.fragment.ts';
import { LayoutSettingsFragment } from '../graphql/layout-settings.fragment.ts';
import { UpdateBrandingMutation } from '../graphql/update-branding.mutation.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { changedLogos, type LogoKind, type OrganisationLogos } from '../utils/branding.ts';

const SIDEBAR_COLOURS = [
  { key: 'backgroundColor', testId: 'branding-sidebar-bg' },
  { key: 'textColor', testId: 'branding-sidebar-text' },
  { key: 'activeItemBackgroundColor', testId: 'branding-sidebar-active-bg' },
  { key: 'activeItemTextColor', testId: 'branding-sidebar-active-text' },
  { key: 'activeSubItemTextColor', testId: 'branding-sidebar-active-sub-text' },
] as const;
type SidebarColour = (typeof SIDEBAR_COLOURS)[number]['key'];
type LogoType = BrandPaletteSettings['sidebar']['logoType'];

const LOGO_FIELDS = [
  { kind: 'logo', testId: 'branding-logo', dark: false },
  { kind: 'logoSquare', testId: 'branding-logo-square', dark: false },
  { kind: 'whiteLogo', testId: 'branding-white-logo', dark: true },
] as const satisfies ReadonlyArray<{ kind: LogoKind; testId: string; dark: boolean }>;

/** A copy of the palette with only its own fields (the cache adds __typename, which an input must not carry). */
function paletteOf(palette: BrandPaletteSettings): BrandPaletteSettings {
  const { sidebar, login } = palette;
  return {
    sidebar: {
      backgroundColor: sidebar.backgroundColor,
      textColor: sidebar.textColor,
      activeItemBackgroundColor: sidebar.activeItemBackgroundColor,
      activeItemTextColor: sidebar.activeItemTextColor,
      activeSubItemTextColor: sidebar.activeSubItemTextColor,
      logoType: sidebar.logoType,
    },
    login: { logoType: login.logoType },
  };
}

function logosOf(incubator: IncubatorSettings): OrganisationLogos {
  return { logo: incubator.logo, logoSquare: incubator.logoSquare, whiteLogo: incubator.whiteLogo };
}

/** /admin/configuration/branding: logos and sidebar colours, with a live preview before saving. */
export function BrandingSettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('branding.title')} description={t('branding.description')} testId="settings-branding-page">
      <WithIncubatorSettings>{(incubator) => <BrandingForm incubator={incubator} />}</WithIncubatorSettings>
    </SettingsPage>
  );
}

function BrandingForm({ incubator }: { incubator: IncubatorSettings }) {
  const { t } = useTranslation('settings');
  const messages = useFormMessages();
  const feedback = useSettingsFeedback();
  const [{ fetching: saving }, updateBranding] = useMutation(UpdateBrandingMutation);
  const [palette, setPalette] = useState(() => paletteOf(incubator.brandPalette));
  const [savedLogos, setSavedLogos] = useState(() => logosOf(incubator));
  const [logos, setLogos] = useState(savedLogos);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const colourLabel = (key: SidebarColour) => t(`branding.colours.${key}`);
  const colourError = (key: SidebarColour): string | null => {
    const path = `brandPalette.sidebar.${key}`;
    if (serverErrors[path]) return serverErrors[path];
    return touched && !isHexColour(palette.sidebar[key]) ? messages.invalid() : null;
  };
  const setColour = (key: SidebarColour, value: string) => {
    setPalette((current) => ({ ...current, sidebar: { ...current.sidebar, [key]: value } }));
    setServerErrors(({ [`brandPalette.sidebar.${key}`]: _dropped, ...rest }) => rest);
  };
  const setLogo = (kind: LogoKind, value: string | null) => {
    setLogos((current) => ({ ...current, [kind]: value }));
    setServerErrors(({ [kind]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (SIDEBAR_COLOURS.some(({ key }) => !isHexColour(palette.sidebar[key]))) return;
    const result = await updateBranding({ input: { brandPalette: palette, ...changedLogos(savedLogos, logos) } });
    if (result.error || !result.data) {
      const fields = graphqlFieldErrors(result.error);
      if (fields.length > 0) {
        setServerErrors(Object.fromEntries(fields.map((f) => [f.field.replace(/^input\./, ''), f.message])));
      }
      if (result.error && fields.length === 0) setError(feedback.errorMessage(result.error));
      return;
    }
    const saved = readFragment(IncubatorSettingsFragment, result.data.updateBranding);
    setPalette(paletteOf(saved.brandPalette));
    setSavedLogos(logosOf(saved));
    setLogos(logosOf(saved));
    setServerErrors({});
    feedback.saved();
  };

  const logoTypeOptions = [
    { value: 'DEFAULT', label: t('branding.logoTypes.DEFAULT') },
    { value: 'REVERSE', label: t('branding.logoTypes.REVERSE') },
  ];

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="settings-branding-form">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="xl">
            <SettingsSection title={t('branding.sections.logos')} description={t('branding.hints.logos')}>
              {LOGO_FIELDS.map(({ kind, testId, dark }) => (
                <ImageField
                  key={kind}
                  label={t(`branding.logos.${kind}`)}
                  description={t(`branding.logoHints.${kind}`)}
                  value={logos[kind]}
                  onChange={(value) => setLogo(kind, value)}
                  dark={dark}
                  testId={testId}
                  serverError={serverErrors[kind]}
                />
              ))}
            </SettingsSection>
            <SettingsSection title={t('branding.sections.sidebar')} description={t('branding.hints.sidebar')}>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {SIDEBAR_COLOURS.map(({ key, testId }) => (
                  <ColourField
                    key={key}
                    label={colourLabel(key)}
                    value={palette.sidebar[key]}
                    onChange={(value) => setColour(key, value)}
                    error={colourError(key)}
                    testId={testId}
                  />
                ))}
              </SimpleGrid>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="branding-sidebar-logo-type">
                  {t('branding.fields.sidebarLogoType')}
                </Text>
                <SegmentedControl
                  aria-labelledby="branding-sidebar-logo-type"
                  data={logoTypeOptions}
                  value={palette.sidebar.logoType}
                  onChange={(value) =>
                    setPalette((current) => ({
                      ...current,
                      sidebar: { ...current.sidebar, logoType: value as LogoType },
                    }))
                  }
                  data-testid="branding-sidebar-logo-type"
                />
              </Stack>
            </SettingsSection>
            <SettingsSection title={t('branding.sections.login')} description={t('branding.hints.login')}>
              <Stack gap={4}>
                <Text size="sm" fw={500} id="branding-login-logo-type">
                  {t('branding.fields.loginLogoType')}
                </Text>
                <SegmentedControl
                  aria-labelledby="branding-login-logo-type"
                  data={logoTypeOptions}
                  value={palette.login.logoType}
                  onChange={(value) =>
                    setPalette((current) => ({ ...current, login: { logoType: value as LogoType } }))
                  }
                  data-testid="branding-login-logo-type"
                />
              </Stack>
            </SettingsSection>
            <SaveBar saving={saving} error={error} testId="settings-save" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Box style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <BrandingPreview
              name={incubator.name}
              palette={palette}
              logos={logos}
              loginLayout={readFragment(LayoutSettingsFragment, incubator.layoutCustomization.login)}
            />
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}
