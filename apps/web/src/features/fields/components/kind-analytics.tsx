import { Alert, Anchor, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStartupRelabel } from '../../organisation/index.ts';
import { useFieldAnalytics } from '../hooks/use-field-analytics.ts';
import { useFieldsFeedback } from '../hooks/use-fields-feedback.ts';
import { type CustomFieldEntityKind, fieldsPath } from '../utils/entity-kinds.ts';
import { FieldStatsCard } from './field-stats-card.tsx';

/** The answers to one kind's custom fields, a card per field; a link to add fields when there are none. */
export function KindAnalytics({ kind }: { kind: CustomFieldEntityKind }) {
  const { t } = useTranslation('fields');
  const relabel = useStartupRelabel();
  const feedback = useFieldsFeedback();
  const { analytics, error } = useFieldAnalytics(kind);
  if (error && !analytics) {
    return (
      <Alert color="red" role="alert" data-testid="fields-analytics-error">
        {feedback.errorMessage(error)}
      </Alert>
    );
  }
  if (!analytics) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (analytics.fields.length === 0) {
    return (
      <Stack align="center" gap="xs" p="xl" data-testid="fields-analytics-empty">
        <Text c="dimmed" ta="center">
          {relabel(t(`empty.${kind}`))}
        </Text>
        <Anchor component={Link} to={fieldsPath(kind)} data-testid="fields-analytics-empty-link">
          {t('analytics.manage')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" data-testid="fields-analytics" data-kind={kind}>
      {analytics.fields.map((stats) => (
        <FieldStatsCard key={stats.field._id} stats={stats} total={analytics.entityCount} />
      ))}
    </SimpleGrid>
  );
}
