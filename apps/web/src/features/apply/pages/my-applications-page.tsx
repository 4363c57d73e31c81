import { type ApplicationStatus, isInRoleGroup, TOAST_DISMISS_MS, type RoleType } from '@cohort/shared';
import { Alert, Anchor, Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ApplicationStatusBadge } from '../components/application-status-badge.tsx';
import { NextStep } from '../components/next-step.tsx';
import { DeleteApplicationMutation } from '../graphql/delete-application.mutation.ts';
import { type MyApplication, MyApplicationFragment } from '../graphql/my-application.fragment.ts';
import { MyApplicationsQuery } from '../graphql/my-applications.query.ts';
import { useApplicationErrorText } from '../hooks/use-application-error-text.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { EXPLORE_PATH, STAFF_APPLICATIONS_PATH } from '../utils/apply-paths.ts';
import { formatDay } from '../utils/call-dates.ts';
import type { SubmittedState } from './application-fill-page.tsx';

function submittedId(state: unknown): string | null {
  const submitted = (state as Partial<SubmittedState> | null)?.submitted;
  return typeof submitted === 'string' ? submitted : null;
}

/**
 * /applications (spec 01 §2.3 "My applications", for applicants, cofounders and community members): their
 * applications with the call, the status, the submission date and what is asked of them next; withdrawing
 * (APPLICATION:OWN_DELETE, as the server says through viewerCan.delete) behind a confirmation. Others go to the
 * staff overview.
 */
export function MyApplicationsPage() {
  const user = useCurrentUser();
  if (!isInRoleGroup(user.role?.type as RoleType | undefined, 'startupSide')) {
    return <Navigate to={STAFF_APPLICATIONS_PATH} replace />;
  }
  return <MyApplications />;
}

function MyApplications() {
  const { t, i18n } = useTranslation(['apply', 'errors']);
  usePageTitle(t('apply:mine.pageTitle'));
  const location = useLocation();
  const errorText = useApplicationErrorText();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: MyApplicationsQuery,
    requestPolicy: 'cache-and-network',
  });
  const [, deleteApplication] = useMutation(DeleteApplicationMutation);
  const [withdrawing, setWithdrawing] = useState<MyApplication | null>(null);
  const applications = (data?.myApplications ?? []).map((a) => readFragment(MyApplicationFragment, a));
  const justSubmitted = submittedId(location.state);
  const locale = i18n.resolvedLanguage ?? 'en';

  const withdraw = async (application: MyApplication) => {
    const result = await deleteApplication({ applicationId: application._id });
    setWithdrawing(null);
    if (result.error) {
      notifications.show({ color: 'red', message: errorText.of(result.error), autoClose: TOAST_DISMISS_MS });
      return;
    }
    notifications.show({
      color: 'green',
      message: t('apply:mine.withdrawn', { call: application.funnel.name }),
      autoClose: TOAST_DISMISS_MS,
      'data-testid': 'application-withdrawn',
    } as Parameters<typeof notifications.show>[0]);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <Container size="lg" py="xl" data-testid="my-applications-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1}>{t('apply:mine.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('apply:mine.description')}
            </Text>
          </Stack>
          <Button component={Link} to={EXPLORE_PATH} variant="light" data-testid="my-applications-explore">
            {t('apply:mine.explore')}
          </Button>
        </Group>
        {justSubmitted ? (
          <Alert color="green" role="status" data-testid="my-applications-submitted">
            {t('apply:mine.submitted')}
          </Alert>
        ) : null}
        {error && !data ? (
          <Alert color="red" role="alert">
            {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
          </Alert>
        ) : fetching && !data ? (
          <Center p="xl">
            <Loader />
          </Center>
        ) : applications.length === 0 ? (
          <Text c="dimmed" data-testid="my-applications-empty">
            {t('apply:mine.empty')}{' '}
            <Anchor component={Link} to={EXPLORE_PATH}>
              {t('apply:mine.explore')}
            </Anchor>
          </Text>
        ) : (
          <Stack gap="md">
            {applications.map((application) => (
              <Card key={application._id} withBorder radius="md" padding="lg" data-testid="my-application">
                <Stack gap="sm">
                  <Group justify="space-between" align="flex-start" wrap="wrap">
                    <Stack gap={2}>
                      <Title order={2} size="h4" dir="auto" data-testid="my-application-call">
                        {application.funnel.name}
                      </Title>
                      <Text size="sm" c="dimmed" dir="auto">
                        {application.startupName ?? t('apply:mine.noStartup')}
                      </Text>
                    </Stack>
                    <ApplicationStatusBadge status={application.status as ApplicationStatus} />
                  </Group>
                  <Text size="sm" data-testid="my-application-submitted">
                    {application.submittedAt
                      ? t('apply:mine.submittedOn', { date: formatDay(application.submittedAt, locale) })
                      : t('apply:mine.notSubmitted')}
                  </Text>
                  <Group justify="space-between" align="center" wrap="wrap">
                    <NextStep application={application} />
                    {application.viewerCan.delete ? (
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        onClick={() => setWithdrawing(application)}
                        data-testid="my-application-withdraw"
                      >
                        {t('apply:mine.withdraw')}
                      </Button>
                    ) : null}
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      {withdrawing ? (
        <ConfirmModal
          title={t('apply:mine.withdrawTitle')}
          body={t('apply:mine.withdrawBody', { call: withdrawing.funnel.name })}
          labels={{ cancel: t('apply:mine.cancel'), confirm: t('apply:mine.withdraw') }}
          testIds={{ dialog: 'withdraw-dialog', cancel: 'withdraw-cancel', confirm: 'withdraw-confirm' }}
          onClose={() => setWithdrawing(null)}
          onConfirm={() => withdraw(withdrawing)}
        />
      ) : null}
    </Container>
  );
}
