import { ERROR_CODES } from '@cohort/shared';
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { CreateOrganisationModal } from '../components/create-organisation-modal.tsx';
import { OrganisationPlanModal } from '../components/organisation-plan-modal.tsx';
import { SettingsLoader, SettingsPage } from '../components/settings-page.tsx';
import { type OrganisationSummary, OrganisationSummaryFragment } from '../graphql/organisation-summary.fragment.ts';
import { OrganisationsQuery } from '../graphql/organisations.query.ts';
import { SetOrganisationSuspendedMutation } from '../graphql/set-organisation-suspended.mutation.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { isSystemRole, settingsPath } from '../utils/settings-nav.ts';

/** /admin/configuration/organisations: platform operators create, suspend and restore organisations, and set their plans. */
export function OrganisationsSettingsPage() {
  const user = useCurrentUser();
  if (!isSystemRole(user.role.type)) return <Navigate to={settingsPath('plan')} replace />;
  return <Organisations />;
}

function Organisations() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const [{ data, error }, reload] = useQuery({ query: OrganisationsQuery, requestPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [planOf, setPlanOf] = useState<OrganisationSummary | null>(null);
  const [suspending, setSuspending] = useState<OrganisationSummary | null>(null);
  const organisations = data ? readFragment(OrganisationSummaryFragment, data.organisations) : null;
  const forbidden = graphqlErrorCode(error) === ERROR_CODES.forbidden;

  return (
    <SettingsPage
      title={t('organisations.title')}
      description={t('organisations.description')}
      testId="organisations-page"
      permission={null}
    >
      {forbidden ? (
        <Alert color="yellow" role="alert" data-testid="organisations-forbidden">
          {t('organisations.forbidden')}
        </Alert>
      ) : error && !organisations ? (
        <Alert color="red" role="alert" data-testid="settings-load-error">
          {feedback.errorMessage(error)}
        </Alert>
      ) : organisations ? (
        <Stack gap="md">
          <Group justify="flex-end">
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="organisation-create"
            >
              {t('organisations.create.open')}
            </Button>
          </Group>
          <OrganisationsTable organisations={organisations} onPlan={setPlanOf} onSuspend={setSuspending} />
        </Stack>
      ) : (
        <SettingsLoader />
      )}
      {creating ? (
        <CreateOrganisationModal
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            reload({ requestPolicy: 'network-only' });
            feedback.saved(t('organisations.create.done'));
          }}
        />
      ) : null}
      {planOf ? (
        <OrganisationPlanModal
          organisation={planOf}
          onClose={() => setPlanOf(null)}
          onSaved={() => {
            setPlanOf(null);
            feedback.saved(t('organisations.plan.done'));
          }}
        />
      ) : null}
      {suspending ? (
        <SuspendModal
          organisation={suspending}
          onClose={() => setSuspending(null)}
          onDone={() => {
            setSuspending(null);
            reload({ requestPolicy: 'network-only' });
          }}
        />
      ) : null}
    </SettingsPage>
  );
}

function OrganisationsTable({
  organisations,
  onPlan,
  onSuspend,
}: {
  organisations: readonly OrganisationSummary[];
  onPlan: (organisation: OrganisationSummary) => void;
  onSuspend: (organisation: OrganisationSummary) => void;
}) {
  const { t } = useTranslation('settings');
  const formatDate = useDateTimeFormatter();
  if (organisations.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('nothingFound')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="organisations-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('organisations.columns.name')}</Table.Th>
            <Table.Th>{t('organisations.columns.slug')}</Table.Th>
            <Table.Th>{t('organisations.columns.created')}</Table.Th>
            <Table.Th>{t('organisations.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('organisations.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organisations.map((organisation) => (
            <Table.Tr
              key={organisation.id}
              data-testid="organisation-row"
              data-slug={organisation.slug}
              data-suspended={String(organisation.suspended)}
            >
              <Table.Td dir="auto">{organisation.name}</Table.Td>
              <Table.Td dir="ltr" ff="monospace">
                {organisation.slug}
              </Table.Td>
              <Table.Td>{formatDate(organisation.createdAt)}</Table.Td>
              <Table.Td>
                <Badge
                  color={organisation.suspended ? 'red' : 'green'}
                  variant="light"
                  data-testid="organisation-status"
                >
                  {organisation.suspended ? t('organisations.status.suspended') : t('organisations.status.active')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onPlan(organisation)}
                    data-testid="organisation-plan"
                  >
                    {t('organisations.plan.open')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color={organisation.suspended ? 'green' : 'red'}
                    onClick={() => onSuspend(organisation)}
                    data-testid="organisation-suspend"
                  >
                    {organisation.suspended ? t('organisations.suspend.restore') : t('organisations.suspend.suspend')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Asks before suspending (or restoring) an organisation, then does it. */
function SuspendModal({
  organisation,
  onClose,
  onDone,
}: {
  organisation: OrganisationSummary;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const [, setSuspended] = useMutation(SetOrganisationSuspendedMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suspend = !organisation.suspended;

  const confirm = async () => {
    setSaving(true);
    setError(null);
    const result = await setSuspended({ incubatorId: organisation.id, suspended: suspend });
    setSaving(false);
    if (result.error) {
      setError(feedback.errorMessage(result.error));
      return;
    }
    feedback.saved(suspend ? t('organisations.suspend.suspended') : t('organisations.suspend.restored'));
    onDone();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={suspend ? t('organisations.suspend.suspendTitle') : t('organisations.suspend.restoreTitle')}
      data-testid="organisation-suspend-modal"
    >
      <Stack gap="md">
        {error ? (
          <Alert color="red" role="alert" data-testid="organisation-suspend-error">
            {error}
          </Alert>
        ) : null}
        <Text size="sm">
          {suspend
            ? t('organisations.suspend.suspendText', { name: organisation.name })
            : t('organisations.suspend.restoreText', { name: organisation.name })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color={suspend ? 'red' : 'green'}
            loading={saving}
            onClick={() => void confirm()}
            data-testid="organisation-suspend-confirm"
          >
            {suspend ? t('organisations.suspend.suspend') : t('organisations.suspend.restore')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
