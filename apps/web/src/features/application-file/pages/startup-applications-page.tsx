import type { ApplicationStatus } from '@cohort/shared';
import { Alert, Anchor, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { DateLabel } from '../../../ui/date-label.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { StartupApplicationsQuery } from '../graphql/startup-applications.query.ts';
import { useApplicationFeedback } from '../hooks/use-application-feedback.ts';
import { applicationPath } from '../utils/application-paths.ts';

/** /startup/:id/file/applications: the applications linked to the startup, with their call, status and dates. */
export function StartupApplicationsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('applicationFile');
  const feedback = useApplicationFeedback();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StartupApplicationsQuery,
    variables: { startupId: id },
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
      <Alert color="red" role="alert">
        <Group justify="space-between" gap="sm">
          <span>{feedback.errorMessage(error)}</span>
          <Button size="xs" variant="light" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            {t('actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const rows = data?.startupApplications ?? [];
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="startup-applications-empty">
        {t('startupApplications.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="startup-applications">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('startupApplications.funnel')}</Table.Th>
            <Table.Th>{t('startupApplications.round')}</Table.Th>
            <Table.Th>{t('startupApplications.status')}</Table.Th>
            <Table.Th>{t('startupApplications.submitted')}</Table.Th>
            <Table.Th>{t('startupApplications.decided')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id} data-testid="startup-application-row">
              <Table.Td>
                {row.canOpen ? (
                  <Anchor component={Link} to={applicationPath(row._id)} size="sm" dir="auto">
                    {row.funnelName}
                  </Anchor>
                ) : (
                  <Text size="sm" dir="auto">
                    {row.funnelName}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="auto">
                  {row.roundName ?? t('header.intake')}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.status as ApplicationStatus} />
              </Table.Td>
              <Table.Td>{row.submittedAt ? <DateLabel value={row.submittedAt} /> : '—'}</Table.Td>
              <Table.Td>{row.decidedAt ? <DateLabel value={row.decidedAt} /> : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
