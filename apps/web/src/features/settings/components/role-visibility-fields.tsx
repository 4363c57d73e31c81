import { MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../graphql/roles.query.ts';
import { useRoleTypeLabel } from '../hooks/use-role-type-label.ts';
import { ORGANISATION_ROLE_TYPES, STARTUP_VISIBILITY_OPTIONS, USER_VISIBILITY_OPTIONS } from '../utils/permissions.ts';

export type Visibility = Role['userAccess']['visibility'];

/** Which people a role may see (all, some role types, assigned, none) and which startups (spec 02 §3). */
export function RoleVisibilityFields({
  userVisibility,
  userRoles,
  startupVisibility,
  onUserVisibility,
  onUserRoles,
  onStartupVisibility,
}: {
  userVisibility: Visibility;
  userRoles: string[];
  startupVisibility: Visibility;
  onUserVisibility: (value: Visibility) => void;
  onUserRoles: (value: string[]) => void;
  onStartupVisibility: (value: Visibility) => void;
}) {
  const { t } = useTranslation('settings');
  const typeLabel = useRoleTypeLabel();
  const withCurrent = (options: readonly Visibility[], current: Visibility) =>
    (options.includes(current) ? options : [...options, current]).map((value) => ({
      value,
      label: t(`visibility.${value}`),
    }));
  return (
    <Stack gap="md" data-testid="role-visibility">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('permissions.fields.userVisibility')}
          description={t('permissions.hints.userVisibility')}
          data={withCurrent(USER_VISIBILITY_OPTIONS, userVisibility)}
          value={userVisibility}
          onChange={(value) => value && onUserVisibility(value as Visibility)}
          allowDeselect={false}
          data-testid="permissions-user-visibility"
        />
        <Select
          label={t('permissions.fields.startupVisibility')}
          description={t('permissions.hints.startupVisibility')}
          data={withCurrent(STARTUP_VISIBILITY_OPTIONS, startupVisibility)}
          value={startupVisibility}
          onChange={(value) => value && onStartupVisibility(value as Visibility)}
          allowDeselect={false}
          data-testid="permissions-startup-visibility"
        />
      </SimpleGrid>
      {userVisibility === 'USER_ROLES' ? (
        <MultiSelect
          label={t('permissions.fields.userRoles')}
          description={t('permissions.hints.userRoles')}
          placeholder={userRoles.length === 0 ? t('permissions.allRoles') : undefined}
          data={ORGANISATION_ROLE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
          value={userRoles}
          onChange={onUserRoles}
          clearable
          data-testid="permissions-user-roles"
        />
      ) : null}
    </Stack>
  );
}
