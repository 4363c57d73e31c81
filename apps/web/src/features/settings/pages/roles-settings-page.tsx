import { Alert, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { DeleteRoleModal } from '../components/delete-role-modal.tsx';
import { RoleLabelModal, type RoleLabelValues } from '../components/role-label-modal.tsx';
import { RolesTable } from '../components/roles-table.tsx';
import { SettingsLoader, SettingsPage } from '../components/settings-page.tsx';
import { CreateRoleMutation } from '../graphql/create-role.mutation.ts';
import { DeleteRoleMutation } from '../graphql/delete-role.mutation.ts';
import { IncubatorPlanQuery } from '../graphql/incubator-plan.query.ts';
import { type Role, RolesQuery } from '../graphql/roles.query.ts';
import { UpdateRoleMutation } from '../graphql/update-role.mutation.ts';
import { useCanEdit } from '../hooks/use-can-edit.ts';
import { useRoleLabel } from '../hooks/use-role-type-label.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { isRoleType } from '../utils/permissions.ts';
import { isOrganisationRole, sortRoles } from '../utils/roles.ts';
import { settingsPath } from '../utils/settings-nav.ts';

type Dialog = { kind: 'create' } | { kind: 'rename'; role: Role } | { kind: 'delete'; role: Role } | null;

/** /admin/configuration/roles: the roles, custom roles (plan feature CUSTOM_ROLES), rename and delete. */
export function RolesSettingsPage() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const navigate = useNavigate();
  const [{ data, error }] = useQuery({ query: RolesQuery, requestPolicy: 'cache-and-network' });
  const [{ data: plan }] = useQuery({ query: IncubatorPlanQuery });
  const [, createRole] = useMutation(CreateRoleMutation);
  const [, updateRole] = useMutation(UpdateRoleMutation);
  const [, deleteRole] = useMutation(DeleteRoleMutation);
  const [dialog, setDialog] = useState<Dialog>(null);
  const roleLabel = useRoleLabel();
  const canEdit = useCanEdit('USER_ROLES:EDIT') !== false;

  const customRolesIncluded = plan?.incubator.planInfo.features.includes('CUSTOM_ROLES') ?? null;
  const roles = data ? sortRoles(data.roles.filter(isOrganisationRole)) : [];

  const create = async ({ type, label }: RoleLabelValues) => {
    if (!isRoleType(type)) return { error: null };
    const result = await createRole({ type, label });
    if (result.error || !result.data) {
      return {
        error: result.error ? feedback.errorMessage(result.error) : null,
        fields: graphqlFieldErrors(result.error),
      };
    }
    setDialog(null);
    feedback.saved(t('roles.create.done', { label: result.data.createRole.label }));
    void navigate(`${settingsPath('permissions')}?role=${encodeURIComponent(result.data.createRole._id)}`);
    return { error: null };
  };

  const rename = async (role: Role, { label }: RoleLabelValues) => {
    const result = await updateRole({ roleId: role._id, input: { label } });
    if (result.error) {
      return { error: feedback.errorMessage(result.error), fields: graphqlFieldErrors(result.error) };
    }
    setDialog(null);
    feedback.saved();
    return { error: null };
  };

  const remove = async (role: Role) => {
    const result = await deleteRole({ roleId: role._id });
    if (result.error) return feedback.errorMessage(result.error);
    setDialog(null);
    feedback.saved(t('roles.delete.done', { label: roleLabel(role) }));
    return null;
  };

  const locked = customRolesIncluded === false;
  const createButton = (
    <Button
      leftSection={locked ? <IconLock size={16} /> : <IconPlus size={16} />}
      // A locked button keeps its events (data-disabled, not disabled) so that its tooltip shows.
      disabled={customRolesIncluded === null || !canEdit}
      data-disabled={locked || undefined}
      aria-disabled={locked || undefined}
      onClick={(event) => {
        if (locked) event.preventDefault();
        else setDialog({ kind: 'create' });
      }}
      data-testid="role-create"
      data-locked={locked ? 'true' : undefined}
    >
      {t('roles.create.button')}
    </Button>
  );

  return (
    <SettingsPage
      title={t('roles.title')}
      description={t('roles.description')}
      testId="settings-roles-page"
      permission="USER_ROLES:EDIT"
    >
      <Group justify="flex-end">
        {locked ? (
          <Tooltip label={t('planLocked')} events={{ hover: true, focus: true, touch: true }}>
            {createButton}
          </Tooltip>
        ) : (
          createButton
        )}
      </Group>
      {locked ? (
        <Text size="sm" c="dimmed" ta="end" data-testid="role-create-plan-note">
          {t('planLocked')}
        </Text>
      ) : null}
      {error && !data ? (
        <Alert color="red" role="alert" data-testid="settings-load-error">
          {feedback.errorMessage(error)}
        </Alert>
      ) : data ? (
        <RolesTable
          roles={roles}
          canEdit={canEdit}
          onRename={(role) => setDialog({ kind: 'rename', role })}
          onDelete={(role) => setDialog({ kind: 'delete', role })}
        />
      ) : (
        <SettingsLoader />
      )}
      {dialog?.kind === 'create' ? (
        <RoleLabelModal
          mode="create"
          initial={{ type: 'Staff', label: '' }}
          onClose={() => setDialog(null)}
          onSubmit={create}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RoleLabelModal
          mode="rename"
          initial={{ type: dialog.role.type, label: roleLabel(dialog.role) }}
          onClose={() => setDialog(null)}
          onSubmit={(values) => rename(dialog.role, values)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteRoleModal
          label={roleLabel(dialog.role)}
          onClose={() => setDialog(null)}
          onConfirm={() => remove(dialog.role)}
        />
      ) : null}
    </SettingsPage>
  );
}
