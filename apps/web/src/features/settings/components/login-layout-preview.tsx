import { Anchor, Box, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LayoutPreviewFrame,
  type LayoutPreviewProps,
  PreviewButton,
  PreviewDescription,
  PreviewWidget,
} from './layout-preview-parts.tsx';

const FIELD: CSSProperties = { height: 28, border: '1px solid #ced4da', borderRadius: 4, background: '#fff' };

/** The login page as the layout being edited would show it: the login box, with the welcome text in or beside it. */
export function LoginLayoutPreview(props: LayoutPreviewProps) {
  const { t } = useTranslation('auth');
  const { layout, name, description } = props;
  const { colors } = layout;
  const twoColumns = layout.content.columns === 2;
  return (
    <LayoutPreviewFrame page="login" {...props}>
      <Group justify="center" align="flex-start" gap="md" wrap="nowrap">
        {description && twoColumns ? (
          <PreviewDescription
            text={description}
            color={colors.text}
            maw={180}
            testId="login-layout-preview-description"
          />
        ) : null}
        <PreviewWidget page="login" heading={t('login.title', { name })} {...props}>
          {description && !twoColumns ? (
            <PreviewDescription text={description} centred testId="login-layout-preview-description" />
          ) : null}
          <Box style={FIELD} />
          <Box style={FIELD} />
          <Text size="xs" style={{ color: colors.link }}>
            {t('login.forgotPassword')}
          </Text>
          <PreviewButton colors={colors} testId="login-layout-preview-button">
            {t('login.submit')}
          </PreviewButton>
          {layout.showExploreLink ? (
            <Anchor size="xs" ta="center" style={{ color: colors.link }} component="span">
              {t('login.explore')}
            </Anchor>
          ) : null}
        </PreviewWidget>
      </Group>
    </LayoutPreviewFrame>
  );
}
