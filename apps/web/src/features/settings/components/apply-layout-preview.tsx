import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { previewSize } from '../utils/page-layout.ts';
import {
  LayoutPreviewFrame,
  type LayoutPreviewProps,
  PreviewButton,
  PreviewDescription,
  PreviewWidgetLogo,
} from './layout-preview-parts.tsx';

const SAMPLE_PROGRAMMES = ['programme', 'secondProgramme'] as const;

/**
 * The application page as the layout being edited would show it: the introduction text above programme cards
 * (sample programmes), each with its logo, summary, deadline, an Apply button and a link; one or two per row.
 */
export function ApplyLayoutPreview(props: LayoutPreviewProps) {
  const { t } = useTranslation('settings');
  const { layout, description } = props;
  const { colors } = layout;
  return (
    <LayoutPreviewFrame page="apply" {...props}>
      <Stack gap="sm" w="100%" maw={previewSize(layout.content.columnWidth, 960, { min: 168 })} mx="auto">
        <Text fw={700} style={{ color: colors.heading }}>
          {t('layout.preview.apply.heading')}
        </Text>
        {description ? (
          <PreviewDescription text={description} color={colors.text} testId="apply-layout-preview-description" />
        ) : null}
        <SimpleGrid cols={layout.content.columns === 2 ? 2 : 1} spacing="sm" data-testid="apply-layout-preview-grid">
          {SAMPLE_PROGRAMMES.map((programme) => (
            <Paper
              key={programme}
              shadow="sm"
              p="sm"
              style={{ backgroundColor: colors.widgetBackground, color: colors.text }}
              data-testid="apply-layout-preview-card"
            >
              <Stack gap={6}>
                <PreviewWidgetLogo {...props} testId="apply-layout-preview-logo" />
                <Text fw={700} size="sm" style={{ color: colors.heading }}>
                  {t(`layout.preview.apply.${programme}`)}
                </Text>
                <Text size="xs">{t('layout.preview.apply.summary')}</Text>
                <Text size="xs" fs="italic">
                  {t('layout.preview.apply.deadline')}
                </Text>
                <Group justify="space-between" gap="xs">
                  <Anchor size="xs" component="span" style={{ color: colors.link, whiteSpace: 'nowrap' }}>
                    {t('layout.preview.apply.more')}
                  </Anchor>
                  <PreviewButton colors={colors} compact testId="apply-layout-preview-button">
                    {t('layout.preview.apply.apply')}
                  </PreviewButton>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </LayoutPreviewFrame>
  );
}
