import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  LayoutPreviewFrame,
  type LayoutPreviewProps,
  PreviewButton,
  PreviewDescription,
  PreviewWidget,
} from './layout-preview-parts.tsx';

/**
 * The public welcome page (/welcome) as the layout being edited would show it: the welcome box with the logo, the
 * organisation's name, the welcome text (in it, or beside it with two columns), the Login button and the explore link.
 */
export function HomeLayoutPreview(props: LayoutPreviewProps) {
  const { t } = useTranslation(['public', 'common']);
  const { layout, name, description, organisationDescription } = props;
  const { colors } = layout;
  const twoColumns = layout.content.columns === 2;
  const welcome = description || organisationDescription || t('public:welcome.greeting', { name });
  return (
    <LayoutPreviewFrame
      page="home"
      {...props}
      headerAction={
        <PreviewButton colors={colors} compact>
          {t('common:login')}
        </PreviewButton>
      }
    >
      <Group justify="center" align="flex-start" gap="md" wrap="nowrap">
        {twoColumns ? (
          <PreviewDescription text={welcome} color={colors.text} maw={180} testId="home-layout-preview-description" />
        ) : null}
        <PreviewWidget page="home" heading={name} {...props}>
          {twoColumns ? null : <PreviewDescription text={welcome} centred testId="home-layout-preview-description" />}
          <Text size="xs" ta="center">
            {t('public:welcome.loginPrompt')}
          </Text>
          <PreviewButton colors={colors} testId="home-layout-preview-button">
            {t('common:login')}
          </PreviewButton>
          {layout.showExploreLink ? (
            <Anchor
              size="xs"
              ta="center"
              style={{ color: colors.link }}
              component="span"
              data-testid="home-layout-preview-explore"
            >
              {t('public:welcome.explore')}
            </Anchor>
          ) : null}
        </PreviewWidget>
      </Group>
    </LayoutPreviewFrame>
  );
}
