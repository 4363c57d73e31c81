import { APPLICATION_INTAKE_ROUND, APPLICATION_STATUS_GROUPS, APPLICATION_STATUSES } from '@cohort/shared';
import { Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OverviewFunnel } from '../graphql/applications-overview.query.ts';
import type { ApplicationsList } from '../hooks/use-applications-list.ts';
import { type AnswerFilter, EMPTY_OVERVIEW } from '../utils/overview-url.ts';

/** The funnels a filter looks at: the chosen ones, or all within reach. */
function funnelsInView(funnels: readonly OverviewFunnel[], funnelIds: readonly string[]): readonly OverviewFunnel[] {
  return funnelIds.length === 0 ? funnels : funnels.filter((funnel) => funnelIds.includes(funnel._id));
}

/**
 * The filters of the overview (APPLICATION_OVERVIEW/FILTERS:VIEW): funnel, round (the intake too), status and the
 * spec's groups, tag, created days, answers to the choice questions of the intake forms, and drafts.
 */
export function ApplicationsFilters({
  list,
  funnels,
  tags,
}: {
  list: ApplicationsList;
  funnels: readonly OverviewFunnel[];
  tags: readonly { _id: string; name: string }[];
}) {
  const { t } = useTranslation('applicationsOverview');
  const { state, change } = list;
  const shown = funnelsInView(funnels, state.funnelIds);
  const several = shown.length > 1;

  const rounds = useMemo(
    () => [
      { group: t('filters.intakeGroup'), items: [{ value: APPLICATION_INTAKE_ROUND, label: t('intake') }] },
      ...shown
        .filter((funnel) => funnel.rounds.length > 0)
        .map((funnel) => ({
          group: funnel.name,
          items: funnel.rounds.map((round) => ({ value: round._id, label: round.name })),
        })),
    ],
    [shown, t],
  );

  /** The choice questions of the intake forms in view, once each (a question id is the same filter everywhere). */
  const questions = useMemo(() => {
    const seen = new Map<string, OverviewFunnel['choiceQuestions'][number]>();
    for (const funnel of shown) {
      for (const question of funnel.choiceQuestions) if (!seen.has(question.id)) seen.set(question.id, question);
    }
    return [...seen.values()];
  }, [shown]);

  const answerValues = (questionId: string) =>
    state.answers.find((answer) => answer.questionId === questionId)?.values ?? [];
  const setAnswer = (questionId: string, values: string[]) => {
    const others = state.answers.filter((answer) => answer.questionId !== questionId);
    const answers: AnswerFilter[] = values.length > 0 ? [...others, { questionId, values }] : others;
    change({ answers });
  };

  return (
    <Paper withBorder p="md" id="applications-filters" data-testid="applications-filters">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <MultiSelect
            label={t('filters.funnels')}
            placeholder={state.funnelIds.length === 0 ? t('filters.any') : undefined}
            data={funnels.map((funnel) => ({ value: funnel._id, label: funnel.name }))}
            value={state.funnelIds}
            onChange={(funnelIds) => change({ funnelIds })}
            searchable
            clearable
            nothingFoundMessage={t('filters.noOptions')}
            data-testid="applications-filter-funnels"
          />
          <MultiSelect
            label={t('filters.rounds')}
            placeholder={state.roundIds.length === 0 ? t('filters.any') : undefined}
            data={rounds}
            value={state.roundIds}
            onChange={(roundIds) => change({ roundIds })}
            searchable
            clearable
            nothingFoundMessage={t('filters.noOptions')}
            data-testid="applications-filter-rounds"
          />
          <MultiSelect
            label={t('filters.statuses')}
            placeholder={state.statuses.length === 0 ? t('filters.any') : undefined}
            data={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            value={state.statuses}
            onChange={(statuses) => change({ statuses: statuses as typeof state.statuses })}
            clearable
            data-testid="applications-filter-statuses"
          />
          <MultiSelect
            label={t('filters.groups')}
            placeholder={state.statusGroups.length === 0 ? t('filters.any') : undefined}
            data={APPLICATION_STATUS_GROUPS.map((group) => ({ value: group, label: t(`groups.${group}`) }))}
            value={state.statusGroups}
            onChange={(statusGroups) => change({ statusGroups: statusGroups as typeof state.statusGroups })}
            clearable
            data-testid="applications-filter-groups"
          />
          <MultiSelect
            label={t('filters.tags')}
            placeholder={state.tagIds.length === 0 ? t('filters.any') : undefined}
            data={tags.map((tag) => ({ value: tag._id, label: tag.name }))}
            value={state.tagIds}
            onChange={(tagIds) => change({ tagIds })}
            searchable
            clearable
            nothingFoundMessage={t('filters.noOptions')}
            data-testid="applications-filter-tags"
          />
          <Group gap="sm" grow align="flex-end">
            <TextInput
              type="date"
              label={t('filters.createdFrom')}
              value={state.createdFrom}
              max={state.createdTo || undefined}
              onChange={(event) => change({ createdFrom: event.currentTarget.value })}
              data-testid="applications-filter-created-from"
            />
            <TextInput
              type="date"
              label={t('filters.createdTo')}
              value={state.createdTo}
              min={state.createdFrom || undefined}
              onChange={(event) => change({ createdTo: event.currentTarget.value })}
              data-testid="applications-filter-created-to"
            />
          </Group>
        </SimpleGrid>
        {questions.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('filters.answers')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              {questions.map((question) => (
                <MultiSelect
                  key={question.id}
                  label={question.label}
                  placeholder={answerValues(question.id).length === 0 ? t('filters.any') : undefined}
                  data={question.options.map((option) => ({ value: option.value, label: option.label }))}
                  value={answerValues(question.id)}
                  onChange={(values) => setAnswer(question.id, values)}
                  clearable
                  data-testid="applications-filter-answer"
                  data-question-id={question.id}
                />
              ))}
            </SimpleGrid>
            {several ? (
              <Text size="xs" c="dimmed">
                {t('filters.answersHint')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Group justify="space-between">
          <Switch
            label={t('filters.includeDrafts')}
            checked={state.includeDrafts}
            onChange={(event) => change({ includeDrafts: event.currentTarget.checked })}
            data-testid="applications-filter-drafts"
          />
          <Button
            variant="subtle"
            onClick={() =>
              change({
                ...EMPTY_OVERVIEW,
                search: state.search,
                sort: state.sort,
                direction: state.direction,
              })
            }
            data-testid="applications-filters-clear"
          >
            {t('filters.clear')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
