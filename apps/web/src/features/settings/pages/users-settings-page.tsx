import { Alert, Button, Group, MultiSelect, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useCreateRequest } from '../../../lib/create-request.ts';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { BatchProcessesProvider, useBatchProcesses } from '../../../ui/batch-panel/use-batch-processes.tsx';
import { ExportMenu } from '../../exports/index.ts';
import { InviteUserModal } from '../components/invite-user-modal.tsx';
import { SettingsLoader, SettingsPage } from '../components/settings-page.tsx';
import { UserBatchPanels } from '../components/user-batch-panels.tsx';
import { UserChangeModal } from '../components/user-change-modal.tsx';
import { UserTagFilter } from '../components/user-tag-filter.tsx';
import { type BulkAction, UsersBulkBar } from '../components/users-bulk-bar.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { ChangeUserRoleMutation } from '../graphql/change-user-role.mutation.ts';
import { ChangeUserStatusMutation } from '../graphql/change-user-status.mutation.ts';
import { type Person, PeopleQuery } from '../graphql/people.query.ts';
import { ResendInvitationMutation } from '../graphql/resend-invitation.mutation.ts';
import { RolesQuery } from '../graphql/roles.query.ts';
import { StartUserBatchOperationMutation } from '../graphql/start-user-batch-operation.mutation.ts';
import { UserTagsQuery } from '../graphql/user-tags.query.ts';
import { useRoleLabel } from '../hooks/use-role-type-label.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { useUsersExport } from '../hooks/use-users-export.ts';
import { isOrganisationRole, sortRoles } from '../utils/roles.ts';
import {
  isPersonStatus,
  PERSON_STATUSES,
  type PersonStatus,
  SETTABLE_STATUSES,
  showsAsFounder,
  statusesFilter,
  toggleAll,
  toggleOne,
  USERS_PAGE_SIZE,
  USERS_SEARCH_DEBOUNCE_MS,
  usersPageCount,
} from '../utils/users.ts';
import { parseUsersFilters, type UsersUrlFilters, writeUsersFilters } from '../utils/users-url.ts';

/** The background exports of the page: every user, founder and mentor the viewer may see (not the list's filters). */
const USERS_PAGE_EXPORTS = [{ kind: 'USERS' }, { kind: 'FOUNDERS' }, { kind: 'MENTORS' }] as const;

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

  // The filters live in the address (a reload or a shared link keeps them; global search links with ?search=).
  const [searchParams, setSearchParams] = useSearchParams();
  const urlFilters = useMemo(() => parseUsersFilters(searchParams), [searchParams]);
  const { roleIds, statuses, tagIds } = urlFilters;
  const changeFilters = useCallback(
    (change: Partial<UsersUrlFilters>) =>
      setSearchParams((current) => writeUsersFilters(current, { ...parseUsersFilters(current), ...change }), {
        replace: true,
      }),
    [setSearchParams],
  );

  // The search box's text reaches the address once typing settles; the address's search is what the list asks for.
  const [search, setSearch] = useState(urlFilters.search);
  const [debouncedSearch] = useDebouncedValue(search.trim(), USERS_SEARCH_DEBOUNCE_MS);
  /** The search the address last got from the box, to tell a link that brings another search from our own writes. */
  const writtenSearch = useRef(urlFilters.search);
  useEffect(() => {
    if (debouncedSearch === writtenSearch.current) return;
    writtenSearch.current = debouncedSearch;
    changeFilters({ search: debouncedSearch });
  }, [debouncedSearch, changeFilters]);
  useEffect(() => {
    if (urlFilters.search === writtenSearch.current) return;
    writtenSearch.current = urlFilters.search;
    setSearch(urlFilters.search);
  }, [urlFilters.search]);

  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  // The create menu's "User" entry opens the invitation form on arrival.
  const openInvite = useCallback(() => setDialog({ kind: 'invite' }), []);
  useCreateRequest(openInvite);
  /** Names of the users seen so far, for the failures listed in a batch panel. */
  const [names] = useState(() => new Map<string, string>());

  // New filters start again from the first page, with nothing selected.
  const filtersKey = writeUsersFilters(new URLSearchParams(), urlFilters).toString();
  const [pageFiltersKey, setPageFiltersKey] = useState(filtersKey);
  if (pageFiltersKey !== filtersKey) {
    setPageFiltersKey(filtersKey);
    setPage(1);
    setSelected(new Set());
  }

  const filters = useMemo(
    () => ({
      search: urlFilters.search === '' ? null : urlFilters.search,
      roleIds: roleIds.length > 0 ? roleIds : null,
      statuses: statusesFilter(statuses),
      tagIds: tagIds.length > 0 ? tagIds : null,
    }),
    [urlFilters.search, roleIds, statuses, tagIds],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: PeopleQuery,
    variables: { ...filters, page: page - 1, pageSize: USERS_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const [{ data: rolesData }] = useQuery({ query: RolesQuery, requestPolicy: 'cache-and-network' });
  const [{ data: tagsData }] = useQuery({ query: UserTagsQuery, requestPolicy: 'cache-and-network' });
  const [, changeUserRole] = useMutation(ChangeUserRoleMutation);
  const [, changeUserStatus] = useMutation(ChangeUserStatusMutation);
  const [, resendInvitation] = useMutation(ResendInvitationMutation);
  const [, startBatch] = useMutation(StartUserBatchOperationMutation);

  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const roles = useMemo(() => sortRoles((rolesData?.roles ?? []).filter(isOrganisationRole)), [rolesData]);
  const roleTypes = useMemo(() => [...new Set(roles.map((role) => role.type))], [roles]);
  /** The role column: Founder when the server applied the Founder rule, else the role's (translated) label. */
  const roleLabel = (person: Person) => {
    if (showsAsFounder(person)) return t('users.founder');
    const known = roles.find((candidate) => candidate._id === person.role._id);
    return known ? baseRoleLabel(known) : person.roleLabel;
  };
  const statusLabel = (status: string) => (isPersonStatus(status) ? t(`users.statuses.${status}`) : status);
  const roleOptions = roles.map((role) => ({ value: role._id, label: baseRoleLabel(role) }));
  const statusOptions = (list: readonly PersonStatus[]) =>
    list.map((status) => ({ value: status, label: statusLabel(status) }));

  const people = data?.people.results ?? [];
  for (const person of people) names.set(person._id, person.fullName);

  const exporter = useUsersExport({ filters, roleLabel, statusLabel });

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
          <ExportMenu options={USERS_PAGE_EXPORTS} />
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
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 220 }}
          data-testid="users-search"
        />
        <MultiSelect
          label={t('users.filters.role')}
          placeholder={roleIds.length === 0 ? t('users.filters.allRoles') : undefined}
          data={roleOptions}
          value={roleIds}
          onChange={(value) => changeFilters({ roleIds: value })}
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
          onChange={(value) => changeFilters({ statuses: value.filter(isPersonStatus) })}
          clearable
          comboboxProps={{ withinPortal: false }}
          w={240}
          data-testid="users-filter-status"
        />
        <UserTagFilter
          tags={tagsData?.tags ?? []}
          value={tagIds}
          onChange={(value) => changeFilters({ tagIds: value })}
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
      <UserBatchPanels onFinished={refresh} userName={(id) => names.get(id) ?? id} />
    </SettingsPage>
  );
}
