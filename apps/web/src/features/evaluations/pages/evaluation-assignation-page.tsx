import { Alert, Center, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { usePageTitle } from '../../organisation/index.ts';
import { AssignmentTab } from '../components/assignment-tab.tsx';
import { ResultsTab } from '../components/results-tab.tsx';
import { RoundPicker } from '../components/round-picker.tsx';
import { RoundSettingsForm } from '../components/round-settings-form.tsx';
import { EvaluationRoundsQuery } from '../graphql/evaluation-rounds.query.ts';
import { useAssignationAddress } from '../hooks/use-assignation-address.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import { useEvaluationFlags } from '../hooks/use-evaluation-flags.ts';
import { useEvaluationRound } from '../hooks/use-evaluation-round.ts';
import { chosenRoundId, isEvaluationTab } from '../utils/evaluation-paths.ts';

/**
 * /startups/programs/evaluation-assignation, "Evaluation params" (issue 15): a round picked in `?round=` (the first by
 * default), then its Settings, its Assignment (pool, solver, applications) and its Results. The server says what the
 * viewer may change (`canManage`); without it every tab is read-only.
 */
export function EvaluationAssignationPage() {
  const { t } = useTranslation('evaluations');
  usePageTitle(t('assignation.title'));
  const feedback = useEvaluationFeedback();
  const flags = useEvaluationFlags();
  const address = useAssignationAddress();
  const [{ data: roundsData, error: roundsError }] = useQuery({
    query: EvaluationRoundsQuery,
    requestPolicy: 'cache-and-network',
  });
  const rounds = roundsData?.evaluationRounds ?? [];
  const roundId = chosenRoundId(
    rounds.map((round) => round._id),
    address.roundParam,
  );
  const { change } = address;
  // The address names the round shown, so that a reload or a link opens it again.
  useEffect(() => {
    if (roundId && address.roundParam !== roundId && roundsData) change({ round: roundId });
  }, [roundId, address.roundParam, roundsData, change]);
  const { round, error, refresh } = useEvaluationRound(roundId, address.search, address.page);

  let body: ReactNode;
  if (!roundsData) {
    body = roundsError ? (
      <Alert color="red" role="alert" data-testid="evaluation-rounds-error">
        {feedback.errorMessage(roundsError)}
      </Alert>
    ) : (
      <Center p="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  } else if (rounds.length === 0) {
    body = (
      <Text c="dimmed" ta="center" p="xl" data-testid="evaluation-rounds-empty">
        {t('assignation.noRounds')}
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        <RoundPicker rounds={rounds} value={roundId} onChange={(id) => change({ round: id })} />
        <Tabs
          value={address.tab}
          onChange={(value) => isEvaluationTab(value) && change({ tab: value })}
          keepMounted={false}
          data-testid="evaluation-tabs"
        >
          <Tabs.List>
            <Tabs.Tab value="settings" data-testid="evaluation-tab-settings">
              {t('tabs.settings')}
            </Tabs.Tab>
            <Tabs.Tab value="assignment" data-testid="evaluation-tab-assignment">
              {t('tabs.assignment')}
            </Tabs.Tab>
            <Tabs.Tab value="results" data-testid="evaluation-tab-results">
              {t('tabs.results')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="settings" pt="md">
            {round ? (
              flags.loaded ? (
                <RoundSettingsForm key={round._id} round={round} flags={flags} />
              ) : (
                <Center p="xl">
                  <Loader aria-label={t('loading')} />
                </Center>
              )
            ) : (
              <RoundState error={error ? feedback.errorMessage(error) : null} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="assignment" pt="md">
            {round ? (
              <AssignmentTab
                round={round}
                search={address.search}
                page={address.page}
                onSearch={(search) => change({ search })}
                onPage={(page) => change({ page })}
                onChanged={refresh}
              />
            ) : (
              <RoundState error={error ? feedback.errorMessage(error) : null} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="results" pt="md">
            {roundId ? (
              <ResultsTab key={roundId} roundId={roundId} canManage={round?.canManage ?? false} onMoved={refresh} />
            ) : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }

  return (
    <Container size={1280} py="lg" data-testid="evaluation-assignation-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {t('assignation.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('assignation.subtitle')}
            </Text>
          </Stack>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}

function RoundState({ error }: { error: string | null }) {
  const { t } = useTranslation('evaluations');
  if (error) {
    return (
      <Alert color="red" role="alert" data-testid="evaluation-round-error">
        {error}
      </Alert>
    );
  }
  return (
    <Center p="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
