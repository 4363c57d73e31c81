import { Group, Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationRoundSummaryData } from '../graphql/evaluation-rounds.query.ts';

/** The evaluation round the page shows, grouped by funnel, with its progress beside it. */
export function RoundPicker({
  rounds,
  value,
  onChange,
}: {
  rounds: readonly EvaluationRoundSummaryData[];
  value: string | null;
  onChange: (roundId: string) => void;
}) {
  const { t } = useTranslation('evaluations');
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const round of rounds) {
      const items = groups.get(round.funnelName) ?? [];
      items.push({ value: round._id, label: round.name });
      groups.set(round.funnelName, items);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [rounds]);
  const chosen = rounds.find((round) => round._id === value);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label={t('assignation.round')}
        data={data}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('assignation.noRoundFound')}
        w={360}
        maw="100%"
        data-testid="evaluation-round-select"
      />
      {chosen ? (
        <Text size="sm" c="dimmed" data-testid="evaluation-round-progress">
          {t('assignation.progress', {
            applications: chosen.applicationCount,
            assigned: chosen.assignedCount,
            submitted: chosen.submittedCount,
            needed: chosen.reviewsNeeded,
          })}
        </Text>
      ) : null}
    </Group>
  );
}
