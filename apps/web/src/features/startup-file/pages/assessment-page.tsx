import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconStars, IconToggleLeft } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { useFeatureFlag } from '../../access/index.ts';
import { useStartupRelabel } from '../../organisation/index.ts';
import { AssessmentRoundCard } from '../components/assessment-round-card.tsx';
import { FileMessage } from '../components/file-message.tsx';
import { useStartupAssessment } from '../hooks/use-startup-assessment.ts';
import { useStartupFileContext } from '../hooks/use-startup-file-context.ts';

const ICON_PROPS = { size: 48, stroke: 1.5, color: 'var(--mantine-color-dimmed)' } as const;

/**
 * /startup/{id}/file/assessment (flag assessment): the evaluations the startup's applications received from the
 * selection committee, one card per round with its criteria. The server decides what the viewer reads: rounds
 * within their reach, nothing for the startup's own people.
 */
export function AssessmentPage() {
  const { t, i18n } = useTranslation(['startupFile', 'errors']);
  const { startup } = useStartupFileContext();
  const relabel = useStartupRelabel();
  const enabled = useFeatureFlag('assessment');
  const { rounds, error, retry } = useStartupAssessment(startup._id, enabled === true);

  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const { formatScoreValue, formatCount } = useMemo(() => {
    const scores = new Intl.NumberFormat(language, { numberingSystem: 'latn', maximumFractionDigits: 2 });
    const counts = new Intl.NumberFormat(language, { numberingSystem: 'latn', maximumFractionDigits: 0 });
    return {
      formatScoreValue: (value: number) => scores.format(value),
      formatCount: (value: number) => counts.format(value),
    };
  }, [language]);

  let content: ReactNode;
  if (enabled === false) {
    content = (
      <FileMessage
        icon={<IconToggleLeft {...ICON_PROPS} />}
        title={t('startupFile:assessment.offTitle')}
        body={t('startupFile:assessment.offBody')}
        testId="assessment-off"
      />
    );
  } else if (error && !rounds) {
    content = (
      <Alert color="red" role="alert" title={t('startupFile:assessment.errorTitle')} data-testid="assessment-error">
        <Group justify="space-between" gap="sm">
          <span>{graphqlErrorMessage(error, (key) => t(`errors:${key}`))}</span>
          <Button size="xs" variant="light" onClick={retry}>
            {t('startupFile:actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (!rounds) {
    content = (
      <Center p="xl" data-testid="assessment-loading">
        <Loader size="sm" />
      </Center>
    );
  } else if (rounds.length === 0) {
    content = (
      <FileMessage
        icon={<IconStars {...ICON_PROPS} />}
        title={relabel(t('startupFile:assessment.emptyTitle'))}
        body={relabel(t('startupFile:assessment.emptyBody'))}
        testId="assessment-empty"
      />
    );
  } else {
    content = rounds.map((round) => (
      <AssessmentRoundCard
        key={`${round.applicationId}:${round.roundId}`}
        round={round}
        formatScoreValue={formatScoreValue}
        formatCount={formatCount}
      />
    ));
  }

  return (
    <Stack gap="lg" data-testid="startup-assessment">
      {enabled === false ? null : (
        <Text size="sm" c="dimmed">
          {relabel(t('startupFile:assessment.intro'))}
        </Text>
      )}
      {content}
    </Stack>
  );
}
