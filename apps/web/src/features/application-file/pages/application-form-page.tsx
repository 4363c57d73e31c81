import type { RoleType } from '@cohort/shared';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../identity/index.ts';
import { AnswersSection } from '../components/answers-section.tsx';
import { ApplicationAnswersQuery } from '../graphql/application-answers.query.ts';
import { useApplicationContext } from '../hooks/use-application-context.ts';
import { useApplicationFeedback } from '../hooks/use-application-feedback.ts';

/**
 * /application/:id/form: every answer, round by round (the intake, then each form round), read-only. Staff see the
 * submitted sheets; the application's people also their drafts. Files download under APPLICATION_DOCUMENT:DOWNLOAD.
 */
export function ApplicationFormPage() {
  const { application } = useApplicationContext();
  const { t } = useTranslation('applicationFile');
  const user = useCurrentUser();
  const feedback = useApplicationFeedback();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: ApplicationAnswersQuery,
    variables: { applicationId: application._id },
    requestPolicy: 'cache-and-network',
  });
  if (fetching && !data) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" role="alert" data-testid="answers-error">
        <Group justify="space-between" gap="sm">
          <span>{feedback.errorMessage(error)}</span>
          <Button size="xs" variant="light" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const answers = data?.applicationAnswers;
  if (!answers || answers.sections.length === 0) {
    return (
      <Text c="dimmed" data-testid="answers-empty">
        {t('answers.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-testid="application-answers">
      {answers.sections.map((section) => (
        <AnswersSection
          key={section._id}
          section={section}
          currency={answers.currency}
          roleType={(user.role?.type as RoleType | undefined) ?? null}
          canDownload={application.viewerCan.downloadDocuments}
        />
      ))}
    </Stack>
  );
}
