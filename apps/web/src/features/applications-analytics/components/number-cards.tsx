import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationsDashboard } from '../graphql/applications-dashboard.query.ts';
import { useNumberFormat } from '../hooks/use-number-format.ts';
import { acceptanceRate } from '../utils/dashboard.ts';

/** The headline figures: started, submitted, in progress, accepted, and the share of decisions that accepted. */
export function NumberCards({ dashboard }: { dashboard: ApplicationsDashboard }) {
  const { t } = useTranslation('applicationsAnalytics');
  const format = useNumberFormat();
  const rate = acceptanceRate(dashboard.accepted, dashboard.decided);
  const cards = [
    { key: 'total', value: dashboard.total, text: format.number(dashboard.total) },
    { key: 'submitted', value: dashboard.submitted, text: format.number(dashboard.submitted) },
    { key: 'pending', value: dashboard.pending, text: format.number(dashboard.pending) },
    { key: 'accepted', value: dashboard.accepted, text: format.number(dashboard.accepted) },
    { key: 'acceptanceRate', value: rate ?? '', text: rate === null ? '—' : format.percent(rate), hint: true },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" data-testid="dashboard-cards">
      {cards.map((card) => (
        <Paper
          key={card.key}
          withBorder
          radius="md"
          p="md"
          data-testid={`dashboard-card-${card.key}`}
          data-value={card.value}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`cards.${card.key}`)}
          </Text>
          <Text fz={28} fw={700} lh={1.2} data-testid="dashboard-card-value">
            {card.text}
          </Text>
          {'hint' in card ? (
            <Text size="xs" c="dimmed">
              {t('cards.acceptanceHint')}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
