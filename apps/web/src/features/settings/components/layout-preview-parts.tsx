import type { LayoutPage } from '@cohort/shared';
import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loginPageBackground, widgetLogo } from '../../public/index.ts';
import type { BrandPaletteSettings } from '../graphql/incubator-settings.fragment.ts';
import type { OrganisationLogos } from '../utils/branding.ts';
import { type EditableLayout, previewSize } from '../utils/page-layout.ts';

/** What every page preview is drawn from: the layout being edited and the organisation's name and logos. */
export interface LayoutPreviewProps {
  layout: EditableLayout;
  name: string;
  logos: OrganisationLogos;
  palette: BrandPaletteSettings;
  /** The custom description and footer in the language being edited ('' when there is none). */
  description: string;
  footer: string;
  /** The organisation's own description, which the welcome page shows when the layout has none. */
  organisationDescription?: string | null;
}

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** The widget logo of the layout (type, position and height), scaled for the preview; nothing for 'NONE'. */
export function PreviewWidgetLogo({
  layout,
  name,
  logos,
  palette,
  testId,
}: Pick<LayoutPreviewProps, 'layout' | 'name' | 'logos' | 'palette'> & { testId: string }) {
  const logo = widgetLogo({ ...logos, brandPalette: palette }, layout.widgetLogo.type, false);
  if (!logo) return null;
  const position = (
    layout.widgetLogo.position in JUSTIFY ? layout.widgetLogo.position : 'center'
  ) as keyof typeof JUSTIFY;
  return (
    <Group justify={JUSTIFY[position]}>
      <Image
        src={logo}
        alt={name}
        h={previewSize(layout.widgetLogo.height, 48, { max: 120 })}
        w="auto"
        maw="100%"
        fit="contain"
        data-testid={testId}
      />
    </Group>
  );
}

/**
 * The box of the login and welcome pages (the login form, the welcome box) in the layout's widget colours and column
 * width: the widget logo, the heading, then what the page puts in it.
 */
export function PreviewWidget({
  page,
  heading,
  children,
  ...props
}: Pick<LayoutPreviewProps, 'layout' | 'name' | 'logos' | 'palette'> & {
  page: 'home' | 'login';
  heading: ReactNode;
  children: ReactNode;
}) {
  const { colors } = props.layout;
  return (
    <Paper
      shadow="sm"
      p="md"
      w="100%"
      maw={previewSize(props.layout.content.columnWidth, 440, { min: 168 })}
      style={{ backgroundColor: colors.widgetBackground, color: colors.text }}
      data-testid={`${page}-layout-preview-card`}
    >
      <Stack gap="xs">
        <PreviewWidgetLogo {...props} testId={`${page}-layout-preview-logo`} />
        <Text fw={700} ta="center" style={{ color: colors.heading }} dir="auto">
          {heading}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** A primary button of the page, in the layout's button colours. */
export function PreviewButton({
  colors,
  children,
  testId,
  compact = false,
}: {
  colors: EditableLayout['colors'];
  children: ReactNode;
  testId?: string;
  compact?: boolean;
}) {
  return (
    <Box
      py={compact ? 4 : 6}
      px={compact ? 'sm' : undefined}
      ta="center"
      fz={compact ? 'xs' : 'sm'}
      style={{ backgroundColor: colors.primaryButtonBackground, color: colors.primaryButtonText, borderRadius: 4 }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

/** The custom description, kept on several lines as written. */
export function PreviewDescription({
  text,
  color,
  testId,
  maw,
  centred = false,
}: {
  text: string;
  color?: string;
  testId: string;
  maw?: number;
  centred?: boolean;
}) {
  return (
    <Text
      size="sm"
      maw={maw}
      ta={centred ? 'center' : undefined}
      dir="auto"
      style={{ color, whiteSpace: 'pre-line' }}
      data-testid={testId}
    >
      {text}
    </Text>
  );
}

/**
 * The page around the content, as the public pages draw it: background colour and image, the header (logo or
 * name, and what the page puts on its right) and the footer with its text. Test ids start with the page's name.
 */
export function LayoutPreviewFrame({
  page,
  layout,
  name,
  logos,
  footer,
  headerAction,
  children,
}: Pick<LayoutPreviewProps, 'layout' | 'name' | 'logos' | 'footer'> & {
  page: LayoutPage;
  headerAction?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  const { background, header, colors } = layout;
  const headerLogo = logos.logo ?? logos.logoSquare;
  const pageStyle: CSSProperties = {
    ...loginPageBackground(layout, false),
    borderRadius: 8,
    overflow: 'hidden',
    border: '1px solid var(--mantine-color-default-border)',
    display: 'flex',
    flexDirection: 'column',
    minHeight: 420,
  };
  return (
    <Stack gap="xs" component="figure" m={0} data-testid={`${page}-layout-preview`}>
      <Text size="sm" fw={500} component="figcaption">
        {t('layout.preview.title')}
      </Text>
      <Box style={pageStyle} data-testid={`${page}-layout-preview-page`} data-background={background.color}>
        {header.isVisible ? (
          <Group
            px="sm"
            h={previewSize(header.height, 64, { max: 120, min: 32 })}
            justify="space-between"
            wrap="nowrap"
            style={{ backgroundColor: header.background, borderBottom: '1px solid rgba(0,0,0,0.08)' }}
            data-testid={`${page}-layout-preview-header`}
          >
            {headerLogo ? (
              <Image src={headerLogo} alt={name} h={24} w="auto" fit="contain" />
            ) : (
              <Text fw={700} size="sm" style={{ color: colors.headerText }} dir="auto">
                {name}
              </Text>
            )}
            {headerAction}
          </Group>
        ) : null}
        <Box p="md" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          {children}
        </Box>
        <Stack
          align="center"
          justify="center"
          gap={2}
          mih={layout.footer.isVisible ? previewSize(layout.footer.height, 48, { max: 120 }) : 24}
          style={{ backgroundColor: layout.footer.isVisible ? layout.footer.background : undefined }}
          data-testid={`${page}-layout-preview-footer`}
        >
          {layout.footer.isVisible && footer ? (
            <Text
              size="xs"
              dir="auto"
              style={{ color: colors.text }}
              data-testid={`${page}-layout-preview-footer-text`}
            >
              {footer}
            </Text>
          ) : null}
        </Stack>
      </Box>
    </Stack>
  );
}
