import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetLogo } from '../../public/index.ts';
import type { BrandPaletteSettings } from '../graphql/incubator-settings.fragment.ts';
import type { LayoutSettings } from '../graphql/layout-settings.fragment.ts';
import { type OrganisationLogos, sidebarLogo } from '../utils/branding.ts';

const ITEM: CSSProperties = { borderRadius: 6, padding: '6px 10px', fontSize: 14 };

/**
 * What the brand looks like before it is saved: the signed-in sidebar (background, text, active item, active sub
 * item, its logo) and a small login card with the login logo, in the login layout's colours.
 */
export function BrandingPreview({
  name,
  palette,
  logos,
  loginLayout,
}: {
  name: string;
  palette: BrandPaletteSettings;
  logos: OrganisationLogos;
  loginLayout: LayoutSettings;
}) {
  const { t } = useTranslation('settings');
  const { sidebar } = palette;
  const sideLogo = sidebarLogo(sidebar.logoType, logos);
  const loginLogo = widgetLogo({ ...logos, brandPalette: palette }, loginLayout.widgetLogo.type, false);
  const colours = loginLayout.colors;
  return (
    <Stack gap="xs" data-testid="branding-preview" aria-label={t('branding.preview.title')} component="figure" m={0}>
      <Text size="sm" fw={500} component="figcaption">
        {t('branding.preview.title')}
      </Text>
      <Group align="stretch" gap="md" wrap="wrap">
        <Box
          w={210}
          p="sm"
          style={{ backgroundColor: sidebar.backgroundColor, color: sidebar.textColor, borderRadius: 8 }}
          data-testid="branding-preview-sidebar"
          data-background={sidebar.backgroundColor}
        >
          <Box h={40} mb="sm" style={{ display: 'flex', alignItems: 'center' }}>
            {sideLogo ? (
              <Image
                src={sideLogo}
                alt={name}
                h={32}
                w="auto"
                fit="contain"
                data-testid="branding-preview-sidebar-logo"
              />
            ) : (
              <Text fw={700} c="inherit" dir="auto">
                {name}
              </Text>
            )}
          </Box>
          <Stack gap={4}>
            <Box
              style={{
                ...ITEM,
                backgroundColor: sidebar.activeItemBackgroundColor,
                color: sidebar.activeItemTextColor,
              }}
              data-testid="branding-preview-active-item"
            >
              {t('branding.preview.home')}
            </Box>
            <Box style={ITEM}>{t('branding.preview.startups')}</Box>
            <Box style={{ ...ITEM, paddingInlineStart: 22, color: sidebar.activeSubItemTextColor, fontWeight: 600 }}>
              <span data-testid="branding-preview-active-sub-item">{t('branding.preview.portfolio')}</span>
            </Box>
            <Box style={{ ...ITEM, paddingInlineStart: 22 }}>{t('branding.preview.management')}</Box>
            <Box style={ITEM}>{t('branding.preview.events')}</Box>
          </Stack>
        </Box>
        <Box
          p="md"
          miw={240}
          style={{
            flex: 1,
            backgroundColor: loginLayout.background.color,
            borderRadius: 8,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
          data-testid="branding-preview-login"
        >
          <Paper
            shadow="sm"
            p="md"
            w="100%"
            maw={260}
            style={{ backgroundColor: colours.widgetBackground, color: colours.text }}
          >
            <Stack gap="xs" align="center">
              {loginLogo ? (
                <Image
                  src={loginLogo}
                  alt={name}
                  h={32}
                  w="auto"
                  fit="contain"
                  data-testid="branding-preview-login-logo"
                />
              ) : null}
              <Text fw={700} size="sm" ta="center" style={{ color: colours.heading }} dir="auto">
                {t('branding.preview.signIn', { name })}
              </Text>
              <Box w="100%" h={24} style={{ border: '1px solid #ced4da', borderRadius: 4, background: '#fff' }} />
              <Box w="100%" h={24} style={{ border: '1px solid #ced4da', borderRadius: 4, background: '#fff' }} />
              <Box
                w="100%"
                py={4}
                ta="center"
                fz="sm"
                style={{
                  backgroundColor: colours.primaryButtonBackground,
                  color: colours.primaryButtonText,
                  borderRadius: 4,
                }}
              >
                {t('branding.preview.submit')}
              </Box>
            </Stack>
          </Paper>
        </Box>
      </Group>
    </Stack>
  );
}
