import { Alert, Button, Group, MultiSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { BatchPanels } from '../components/batch-panel.tsx';
import { InviteUserModal } from '../components/invite-user-modal.tsx';
import { SettingsLoader, SettingsPage } from '../components/settings-page.tsx';
import { UserChangeModal } from '../components/user-change-modal.tsx';
import { type BulkAction, UsersBulkBar } from '../components/users-bulk-bar.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { ChangeUserRoleMutation } from '../graphql/change-user-role.mutation.ts';
import { ChangeUserStatusMutation } from '../graphql/change-user-status.mutation.ts';
import { type Person, PeopleQuery } from '../graphql/people.query.ts';
import { ResendInvitationMutation } from '../graphql/resend-invitation.mutation.ts';
import { RolesQuery } from '../graphql/roles.query.ts';
import { StartUserBatchOperationMutation } from '../graphql/start-user-batch-operation.mutation.ts';
import { BatchProcessesProvider, useBatchProcesses } from '../hooks/use-batch-processes.tsx';
import { useRoleLabel } from '../hooks/use-role-type-label.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { useUsersExport } from '../hooks/use-users-export.ts';
import { isOrganisationRole, sortRoles } from '../utils/roles.ts';
import {
  isPersonStatus,
  PERSON_STATUSES,
  type PersonStatus,
  SETTABLE_STATUSES,
  statusesFilter,
  toggleAll,
  toggleOne,
  USERS_PAGE_SIZE,
  USERS_SEARCH_DEBOUNCE_MS,
  usersPageCount,
} from '../utils/users.ts';

type Dialog = { kind: 'invite' } | { kind: 'role'; person: Person } | { kind: 'status'; person: Person } | null;

/** /admin/configuration/users: the organisation's users, invitations, role and status changes, batches, export. */
export function UsersSettingsPage() {
  return (
    <BatchProcessesProvider>
      <UsersSettings />
    </BatchProcessesProvider>
  );
}

function UsersSettings() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const formatDate = useDateTimeFormatter();
  const baseRoleLabel = useRoleLabel();
  const batches = useBatchProcesses();

  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), USERS_SEARCH_DEBOUNCE_MS);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  const [statuses, setStatuses] = useState<string[]>([]);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  /** Names of the users seen so far, for the failures listed in a batch panel. */
  const [names] = useState(() => new Map<string, string>());

  const filters = useMemo(
    () => ({
      search: debouncedSearch === '' ? null : debouncedSearch,
      roleIds: roleIds.length > 0 ? roleIds : null,
      statuses: statusesFilter(statuses),
    }),
    [debouncedSearch, roleIds, statuses],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: PeopleQuery,
    variables: { ...filters, page: page - 1, pageSize: USERS_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const [{ data: rolesData }] = useQuery({ query: RolesQuery, requestPolicy: 'cache-and-network' });
  const [, changeUserRole] = useMutation(ChangeUserRoleMutation);
  const [, changeUserStatus] = useMutation(ChangeUserStatusMutation);
  const [, resendInvitation] = useMutation(ResendInvitationMutation);
  const [, startBatch] = useMutation(StartUserBatchOperationMutation);

  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const roles = useMemo(() => sortRoles((rolesData?.roles ?? []).filter(isOrganisationRole)), [rolesData]);
  const roleTypes = useMemo(() => [...new Set(roles.map((role) => role.type))], [roles]);
  const roleLabel = (role: Person['role']) => {
    const known = roles.find((candidate) => candidate._id === role._id);
    return known ? baseRoleLabel(known) : role.label;
  };
  const statusLabel = (status: string) => (isPersonStatus(status) ? t(`users.statuses.${status}`) : status);
  const roleOptions = roles.map((role) => ({ value: role._id, label: baseRoleLabel(role) }));
  const statusOptions = (list: readonly PersonStatus[]) =>
    list.map((status) => ({ value: status, label: statusLabel(status) }));

  const people = data?.people.results ?? [];
  for (const person of people) names.set(person._id, person.fullName);

  const exporter = useUsersExport({ filters, roleLabel, statusLabel });

  const resetPage = () => {
    setPage(1);
    setSelected(new Set());
  };

  const changeRole = async (person: Person, roleId: string) => {
    const result = await changeUserRole({ userId: person._id, roleId });
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return false;
    }
    feedback.saved(t('users.change.done', { name: person.fullName }));
    refresh();
    return true;
  };
  const changeStatus = async (person: Person, status: string) => {
    if (!isPersonStatus(status)) return false;
    const result = await changeUserStatus({ userId: person._id, status });
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return false;
    }
    feedback.saved(t('users.change.done', { name: person.fullName }));
    refresh();
    return true;
  };
  const resend = async (person: Person) => {
    const result = await resendInvitation({ userId: person._id });
    if (result.error) feedback.failed(feedback.errorMessage(result.error));
    else feedback.saved(t('users.resent', { email: person.email }));
  };
  const runBatch = async (action: BulkAction) => {
    const userIds = [...selected];
    const result = await startBatch({
      userIds,
      action:
        action.type === 'CHANGE_STATUS' && isPersonStatus(action.status)
          ? { type: 'CHANGE_STATUS', status: action.status }
          : { type: 'CHANGE_ROLE', roleId: action.type === 'CHANGE_ROLE' ? action.roleId : null },
    });
    if (result.error || !result.data) {
      if (result.error) feedback.failed(feedback.errorMessage(result.error));
      return false;
    }
    batches.add(result.data.startUserBatchOperation.id, result.data.startUserBatchOperation.count);
    setSelected(new Set());
    return true;
  };

  const totalCount = data?.people.totalCount ?? 0;
  return (
    <SettingsPage
      title={t('users.title')}
      description={t('users.description')}
      testId="users-page"
      permission="USER_ROLES:EDIT"
    >
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text size="sm" fw={600} data-testid="users-licences">
          {data
            ? t('users.licences', { used: data.people.employeeCount, limit: data.people.employeeCountLimit })
            : '\u00a0'}
        </Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporter.exporting}
            disabled={!data || totalCount === 0}
            onClick={() => void exporter.run()}
            data-testid="users-export"
          >
            {t('users.export')}
          </Button>
          <Button
            leftSection={<IconUserPlus size={16} />}
            disabled={roleTypes.length === 0}
            onClick={() => setDialog({ kind: 'invite' })}
            data-testid="user-invite"
          >
            {t('users.invite.button')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            resetPage();
          }}
          style={{ flex: 1, minWidth: 220 }}
          data-testid="users-search"
        />
        <MultiSelect
          label={t('users.filters.role')}
          placeholder={roleIds.length === 0 ? t('users.filters.allRoles') : undefined}
          data={roleOptions}
          value={roleIds}
          onChange={(value) => {
            setRoleIds(value);
            resetPage();
          }}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={240}
          data-testid="users-filter-role"
        />
        <MultiSelect
          label={t('users.filters.status')}
          placeholder={statuses.length === 0 ? t('users.filters.allStatuses') : undefined}
          data={statusOptions(PERSON_STATUSES)}
          value={statuses}
          onChange={(value) => {
            setStatuses(value);
            resetPage();
          }}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={240}
          data-testid="users-filter-status"
        />
      </Group>
      {selected.size > 0 ? (
        <UsersBulkBar
          count={selected.size}
          statusOptions={statusOptions(SETTABLE_STATUSES)}
          roleOptions={roleOptions}
          onClear={() => setSelected(new Set())}
          onSubmit={runBatch}
        />
      ) : null}
      {error && !data ? (
        <Alert color="red" role="alert" data-testid="settings-load-error">
          {feedback.errorMessage(error)}
        </Alert>
      ) : !data ? (
        <SettingsLoader />
      ) : people.length === 0 ? (
        <Text c="dimmed" data-testid="users-empty">
          {t('users.empty')}
        </Text>
      ) : (
        <Stack gap="md" data-fetching={fetching || undefined}>
          <UsersTable
            people={people}
            selected={selected}
            onToggle={(id) => setSelected((current) => toggleOne(current, id))}
            onToggleAll={() =>
              setSelected((current) =>
                toggleAll(
                  current,
                  people.map((person) => person._id),
                ),
              )
            }
            roleLabel={roleLabel}
            statusLabel={statusLabel}
            formatDate={formatDate}
            onChangeRole={(person) => setDialog({ kind: 'role', person })}
            onChangeStatus={(person) => setDialog({ kind: 'status', person })}
            onResend={(person) => void resend(person)}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="users-count">
              {t('users.count', { count: totalCount })}
            </Text>
            <Pagination
              total={usersPageCount(totalCount)}
              value={page}
              onChange={setPage}
              hideWithOnePage
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t('users.previousPage') : t('users.nextPage'),
              })}
              data-testid="users-pagination"
            />
          </Group>
        </Stack>
      )}
      {dialog?.kind === 'invite' ? (
        <InviteUserModal
          roleTypes={roleTypes}
          onClose={() => setDialog(null)}
          onInvited={(email) => {
            setDialog(null);
            feedback.saved(t('users.invite.done', { email }));
            refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'role' ? (
        <UserChangeModal
          kind="role"
          userName={dialog.person.fullName}
          initial={dialog.person.role._id}
          options={roleOptions}
          onClose={() => setDialog(null)}
          onSubmit={(roleId) => changeRole(dialog.person, roleId)}
        />
      ) : null}
      {dialog?.kind === 'status' ? (
        <UserChangeModal
          kind="status"
          userName={dialog.person.fullName}
          initial={dialog.person.status}
          options={statusOptions(SETTABLE_STATUSES)}
          onClose={() => setDialog(null)}
          onSubmit={(status) => changeStatus(dialog.person, status)}
        />
      ) : null}
      <BatchPanels onFinished={refresh} userName={(id) => names.get(id) ?? id} />
    </SettingsPage>
  );
}
