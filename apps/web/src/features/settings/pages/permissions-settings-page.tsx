import type { PermissionCriteria } from '@cohort/shared';
import { Alert, Badge, Box, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useCurrentUser } from '../../identity/index.ts';
import { PermissionsMatrix } from '../components/permissions-matrix.tsx';
import { RoleVisibilityFields, type Visibility } from '../components/role-visibility-fields.tsx';
import { SettingsLoader, SettingsPage, SettingsSection } from '../components/settings-page.tsx';
import { type PermissionDefinition, PermissionDefinitionsQuery } from '../graphql/permission-definitions.query.ts';
import { type Role, RolesQuery } from '../graphql/roles.query.ts';
import { UpdateRoleMutation } from '../graphql/update-role.mutation.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { useCanEdit } from '../hooks/use-can-edit.ts';
import { useRoleLabel, useRoleTypeLabel } from '../hooks/use-role-type-label.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { changedKeys, permissionChoices, permissionInput } from '../utils/permissions.ts';
import { isOrganisationRole, sortRoles } from '../utils/roles.ts';

/** /admin/configuration/permissions: pick a role, then what it may do and whom and which startups it sees. */
export function PermissionsSettingsPage() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const typeLabel = useRoleTypeLabel();
  const roleLabel = useRoleLabel();
  const [searchParams, setSearchParams] = useSearchParams();
  const [roles] = useQuery({ query: RolesQuery, requestPolicy: 'cache-and-network' });
  const [definitions] = useQuery({ query: PermissionDefinitionsQuery });

  const sorted = useMemo(() => sortRoles((roles.data?.roles ?? []).filter(isOrganisationRole)), [roles.data]);
  const requested = searchParams.get('role');
  const role = sorted.find((candidate) => candidate._id === requested) ?? sorted[0] ?? null;
  const error = roles.error ?? definitions.error;

  // The editor reports unsaved changes, so that picking another role asks before dropping them.
  const [dirty, setDirty] = useState(false);
  const [pendingRole, setPendingRole] = useState<string | null>(null);
  const showRole = (roleId: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('role', roleId);
        return next;
      },
      { replace: true },
    );
  const chooseRole = (roleId: string | null) => {
    if (!roleId || roleId === role?._id) return;
    if (dirty) setPendingRole(roleId);
    else showRole(roleId);
  };

  let content: ReactNode;
  if (error && !(roles.data && definitions.data)) {
    content = (
      <Alert color="red" role="alert" data-testid="settings-load-error">
        {feedback.errorMessage(error)}
      </Alert>
    );
  } else if (!roles.data || !definitions.data) {
    content = <SettingsLoader />;
  } else if (!role) {
    content = null;
  } else {
    content = (
      <RolePermissionsEditor
        // A new role, or the same role saved elsewhere, starts the editor again from the server's values.
        key={role._id}
        role={role}
        definitions={definitions.data.permissionDefinitions}
        onDirtyChange={setDirty}
      />
    );
  }

  return (
    <SettingsPage
      title={t('permissions.title')}
      description={t('permissions.description')}
      testId="settings-permissions-page"
      permission="USER_ROLES:EDIT"
    >
      <Select
        label={t('permissions.fields.role')}
        data={sorted.map((candidate) => ({
          value: candidate._id,
          label: candidate.isDefault
            ? roleLabel(candidate)
            : t('permissions.customRoleOption', { label: candidate.label, type: typeLabel(candidate.type) }),
        }))}
        value={role?._id ?? null}
        onChange={chooseRole}
        allowDeselect={false}
        searchable
        maw={420}
        nothingFoundMessage={t('nothingFound')}
        data-testid="permissions-role"
      />
      {content}
      <Modal
        opened={pendingRole !== null}
        onClose={() => setPendingRole(null)}
        title={t('permissions.discard.title')}
        data-testid="permissions-discard-modal"
      >
        <Stack gap="md">
          <Text size="sm">{t('permissions.discard.body')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPendingRole(null)}>
              {t('cancel')}
            </Button>
            <Button
              color="orange"
              onClick={() => {
                if (pendingRole) showRole(pendingRole);
                setPendingRole(null);
                setDirty(false);
              }}
              data-testid="permissions-discard-confirm"
            >
              {t('permissions.discard.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsPage>
  );
}

function RolePermissionsEditor({
  role,
  definitions,
  onDirtyChange,
}: {
  role: Role;
  definitions: readonly PermissionDefinition[];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  const feedback = useSettingsFeedback();
  const [{ fetching: saving }, updateRole] = useMutation(UpdateRoleMutation);
  const [baseline, setBaseline] = useState(() => ({
    choices: permissionChoices(definitions, role.permissions),
    userVisibility: role.userAccess.visibility as Visibility,
    userRoles: [...role.userAccess.roles],
    startupVisibility: role.startupAccess.visibility as Visibility,
  }));
  const [choices, setChoices] = useState(baseline.choices);
  const [userVisibility, setUserVisibility] = useState(baseline.userVisibility);
  const [userRoles, setUserRoles] = useState(baseline.userRoles);
  const [startupVisibility, setStartupVisibility] = useState(baseline.startupVisibility);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const canEdit = useCanEdit('USER_ROLES:EDIT') !== false;

  const onChange = useCallback(
    (key: string, value: PermissionCriteria) => setChoices((current) => ({ ...current, [key]: value })),
    [],
  );
  const sameRoles =
    userRoles.length === baseline.userRoles.length && userRoles.every((type) => baseline.userRoles.includes(type));
  const changes =
    changedKeys(baseline.choices, choices).length +
    (userVisibility !== baseline.userVisibility ? 1 : 0) +
    (userVisibility === 'USER_ROLES' && !sameRoles ? 1 : 0) +
    (startupVisibility !== baseline.startupVisibility ? 1 : 0);

  useEffect(() => onDirtyChange(changes > 0), [changes, onDirtyChange]);

  const query = filter.trim().toUpperCase();
  const shown = query ? definitions.filter((definition) => definition.key.toUpperCase().includes(query)) : definitions;

  const save = async () => {
    setError(null);
    const result = await updateRole({
      roleId: role._id,
      input: {
        permissions: permissionInput(definitions, choices),
        userAccess: { visibility: userVisibility, roles: userVisibility === 'USER_ROLES' ? userRoles : [] },
        startupAccess: { visibility: startupVisibility },
      },
    });
    if (result.error || !result.data) {
      const fields = graphqlFieldErrors(result.error);
      setRowErrors(Object.fromEntries(fields.map((field) => [field.field, field.message])));
      if (result.error) setError(feedback.errorMessage(result.error));
      return;
    }
    setRowErrors({});
    const saved = result.data.updateRole;
    const next = {
      choices: permissionChoices(definitions, saved.permissions),
      userVisibility: saved.userAccess.visibility as Visibility,
      userRoles: [...saved.userAccess.roles],
      startupVisibility: saved.startupAccess.visibility as Visibility,
    };
    setBaseline(next);
    setChoices(next.choices);
    setUserVisibility(next.userVisibility);
    setUserRoles(next.userRoles);
    setStartupVisibility(next.startupVisibility);
    feedback.saved();
  };

  const reset = () => {
    setChoices(baseline.choices);
    setUserVisibility(baseline.userVisibility);
    setUserRoles(baseline.userRoles);
    setStartupVisibility(baseline.startupVisibility);
    setError(null);
    setRowErrors({});
  };

  const actions = (
    <Group gap="sm" data-testid="permissions-actions">
      <Button
        onClick={() => void save()}
        loading={saving}
        disabled={changes === 0 || !canEdit}
        data-testid="permissions-save"
      >
        {t('save')}
      </Button>
      <Button variant="default" onClick={reset} disabled={changes === 0} data-testid="permissions-reset">
        {t('permissions.reset')}
      </Button>
      {changes > 0 ? (
        <Badge color="yellow" variant="light" data-testid="permissions-unsaved">
          {t('permissions.unsaved', { changes })}
        </Badge>
      ) : null}
    </Group>
  );

  return (
    <Stack gap="xl" data-testid="permissions-editor" data-role-id={role._id}>
      {role._id === user.role._id ? (
        <Alert color="orange" data-testid="permissions-own-role">
          {t('permissions.ownRole')}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" data-testid="settings-error">
          {error}
        </Alert>
      ) : null}
      <SettingsSection title={t('permissions.sections.visibility')} description={t('permissions.hints.visibility')}>
        <RoleVisibilityFields
          userVisibility={userVisibility}
          userRoles={userRoles}
          startupVisibility={startupVisibility}
          onUserVisibility={setUserVisibility}
          onUserRoles={setUserRoles}
          onStartupVisibility={setStartupVisibility}
        />
      </SettingsSection>
      <SettingsSection title={t('permissions.sections.permissions')} description={t('permissions.hints.permissions')}>
        <TextInput
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          label={t('permissions.search')}
          leftSection={<IconSearch size={16} />}
          dir="ltr"
          w={320}
          maw="100%"
          data-testid="permissions-search"
        />
        <PermissionsMatrix
          definitions={shown}
          choices={choices}
          baseline={baseline.choices}
          errors={rowErrors}
          onChange={onChange}
        />
      </SettingsSection>
      {/* The actions stay in view while the long list scrolls. */}
      <Box
        py="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        {actions}
      </Box>
    </Stack>
  );
}
