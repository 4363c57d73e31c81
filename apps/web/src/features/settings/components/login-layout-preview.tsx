import { Anchor, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { widgetLogo } from '../../public/index.ts';
import type { BrandPaletteSettings } from '../graphql/incubator-settings.fragment.ts';
import type { OrganisationLogos } from '../utils/branding.ts';
import type { EditableLayout } from '../utils/login-layout.ts';

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const FIELD: CSSProperties = { height: 28, border: '1px solid #ced4da', borderRadius: 4, background: '#fff' };

function height(value: number | string, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && value !== '' ? number : fallback;
}

/** The login page as the layout being edited would show it, texts in the chosen language. */
export function LoginLayoutPreview({
  layout,
  name,
  logos,
  palette,
  description,
  footer,
}: {
  layout: EditableLayout;
  name: string;
  logos: OrganisationLogos;
  palette: BrandPaletteSettings;
  description: string;
  footer: string;
}) {
  const { t } = useTranslation(['settings', 'auth']);
  const { background, header, colors } = layout;
  const logo = widgetLogo({ ...logos, brandPalette: palette }, layout.widgetLogo.type, false);
  const headerLogo = logos.logo ?? logos.logoSquare;
  const position = (
    layout.widgetLogo.position in JUSTIFY ? layout.widgetLogo.position : 'center'
  ) as keyof typeof JUSTIFY;
  const pageStyle: CSSProperties = {
    backgroundColor: background.color,
    ...(background.image
      ? {
          backgroundImage: `url("${encodeURI(background.image)}")`,
          backgroundSize: background.size,
          backgroundPosition: 'center',
          backgroundRepeat: 'no-repeat',
        }
      : {}),
    borderRadius: 8,
    overflow: 'hidden',
    border: '1px solid var(--mantine-color-default-border)',
    display: 'flex',
    flexDirection: 'column',
    minHeight: 420,
  };
  const card = (
    <Paper
      shadow="sm"
      p="md"
      w="100%"
      maw={Math.max(height(layout.content.columnWidth, 440), 240) * 0.7}
      style={{ backgroundColor: colors.widgetBackground, color: colors.text }}
      data-testid="login-layout-preview-card"
    >
      <Stack gap="xs">
        {logo ? (
          <Group justify={JUSTIFY[position]}>
            <Image
              src={logo}
              alt={name}
              h={Math.min(height(layout.widgetLogo.height, 48), 120) * 0.7}
              w="auto"
              fit="contain"
              data-testid="login-layout-preview-logo"
            />
          </Group>
        ) : null}
        <Text fw={700} ta="center" style={{ color: colors.heading }} dir="auto">
          {t('auth:login.title', { name })}
        </Text>
        {description && layout.content.columns === 1 ? (
          <Text
            size="sm"
            ta="center"
            dir="auto"
            style={{ whiteSpace: 'pre-line' }}
            data-testid="login-layout-preview-description"
          >
            {description}
          </Text>
        ) : null}
        <Box style={FIELD} />
        <Box style={FIELD} />
        <Text size="xs" style={{ color: colors.link }}>
          {t('auth:login.forgotPassword')}
        </Text>
        <Box
          py={6}
          ta="center"
          fz="sm"
          style={{ backgroundColor: colors.primaryButtonBackground, color: colors.primaryButtonText, borderRadius: 4 }}
          data-testid="login-layout-preview-button"
        >
          {t('auth:login.submit')}
        </Box>
        {layout.showExploreLink ? (
          <Anchor size="xs" ta="center" style={{ color: colors.link }} component="span">
            {t('auth:login.explore')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
  return (
    <Stack gap="xs" component="figure" m={0} data-testid="login-layout-preview">
      <Text size="sm" fw={500} component="figcaption">
        {t('settings:login.preview.title')}
      </Text>
      <Box style={pageStyle}>
        {header.isVisible ? (
          <Group
            px="sm"
            h={Math.max(Math.min(height(header.height, 64), 120) * 0.7, 32)}
            justify="space-between"
            style={{ backgroundColor: header.background, borderBottom: '1px solid rgba(0,0,0,0.08)' }}
            data-testid="login-layout-preview-header"
          >
            {headerLogo ? (
              <Image src={headerLogo} alt={name} h={24} w="auto" fit="contain" />
            ) : (
              <Text fw={700} size="sm" style={{ color: colors.headerText }} dir="auto">
                {name}
              </Text>
            )}
          </Group>
        ) : null}
        <Group p="md" justify="center" align="flex-start" gap="md" wrap="nowrap" style={{ flex: 1 }}>
          {description && layout.content.columns === 2 ? (
            <Text
              size="sm"
              maw={180}
              dir="auto"
              style={{ color: colors.text, whiteSpace: 'pre-line' }}
              data-testid="login-layout-preview-description"
            >
              {description}
            </Text>
          ) : null}
          {card}
        </Group>
        <Stack
          align="center"
          justify="center"
          gap={2}
          mih={layout.footer.isVisible ? Math.min(height(layout.footer.height, 48), 120) * 0.7 : 24}
          style={{ backgroundColor: layout.footer.isVisible ? layout.footer.background : undefined }}
          data-testid="login-layout-preview-footer"
        >
          {layout.footer.isVisible && footer ? (
            <Text size="xs" dir="auto" style={{ color: colors.text }} data-testid="login-layout-preview-footer-text">
              {footer}
            </Text>
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}
