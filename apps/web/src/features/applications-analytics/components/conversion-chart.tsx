import { Box, getThemeColor, Group, type MantineColor, Stack, Text, useMantineTheme } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationsDashboard } from '../graphql/applications-dashboard.query.ts';
import { useNumberFormat } from '../hooks/use-number-format.ts';
import { ChartFigure } from './chart-figure.tsx';

const FunnelChartPlot = lazy(() =>
  import('../charts/funnel-chart-plot.tsx').then((m) => ({ default: m.FunnelChartPlot })),
);

const HEIGHT = 260;
const FUNNEL_WIDTH = 200;
const ROUND_COLORS: readonly MantineColor[] = ['cyan.6', 'indigo.5', 'violet.5', 'grape.5', 'pink.5', 'orange.5'];

/**
 * From round to round: started, submitted, each round (the applications that entered it or a later one), accepted —
 * a funnel, with each step's count and its share of the step before.
 */
export function ConversionChart({ steps }: { steps: ApplicationsDashboard['conversion'] }) {
  const { t } = useTranslation('applicationsAnalytics');
  const format = useNumberFormat();
  const theme = useMantineTheme();
  let round = 0;
  const rows = steps.map((step, index) => {
    const color: MantineColor =
      step.step === 'STARTED'
        ? 'gray.5'
        : step.step === 'SUBMITTED'
          ? 'blue.6'
          : step.step === 'ACCEPTED'
            ? 'teal.6'
            : (ROUND_COLORS[round++ % ROUND_COLORS.length] ?? 'cyan.6');
    const previous = index > 0 ? steps[index - 1]?.count : undefined;
    return {
      key: `${step.step}-${step.roundId ?? index}`,
      label:
        step.step === 'ROUND' ? (step.name ?? '') : t(`steps.${step.step as 'STARTED' | 'SUBMITTED' | 'ACCEPTED'}`),
      value: step.count,
      color,
      share: previous ? step.count / previous : null,
    };
  });
  const shareText = (share: number | null) =>
    share === null ? '' : t('charts.ofPrevious', { share: format.percent(share) });
  return (
    <ChartFigure
      title={t('charts.conversion')}
      height={HEIGHT}
      table={{
        header: [t('charts.step'), t('charts.applications'), t('charts.share')],
        rows: rows.map((row) => [row.label, format.number(row.value), shareText(row.share)]),
      }}
      data-testid="dashboard-conversion-chart"
    >
      {(titleId) => (
        <Group gap="md" h={HEIGHT} wrap="nowrap" align="center">
          <Box w={FUNNEL_WIDTH} style={{ flexShrink: 0 }}>
            <FunnelChartPlot
              titleId={titleId}
              title={t('charts.conversion')}
              steps={rows}
              height={FUNNEL_WIDTH}
              formatValue={format.number}
            />
          </Box>
          <Stack
            gap={6}
            justify="center"
            component="ol"
            m={0}
            p={0}
            flex={1}
            miw={0}
            style={{ listStyle: 'none' }}
            aria-hidden
          >
            {rows.map((row) => (
              <Group
                key={row.key}
                gap="xs"
                wrap="nowrap"
                component="li"
                data-testid="conversion-step"
                data-count={row.value}
              >
                <Box
                  w={10}
                  h={10}
                  style={{ flexShrink: 0, borderRadius: 2, background: getThemeColor(row.color, theme) }}
                />
                <Text size="sm" dir="auto" truncate style={{ flex: 1 }}>
                  {row.label}
                </Text>
                <Text size="sm" fw={600}>
                  {format.number(row.value)}
                </Text>
                <Text size="xs" c="dimmed" w={48} ta="end" title={shareText(row.share)}>
                  {row.share === null ? '' : format.percent(row.share)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </ChartFigure>
  );
}
