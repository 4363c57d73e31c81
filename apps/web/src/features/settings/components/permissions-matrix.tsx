import type { PermissionCriteria } from '@cohort/shared';
import { Badge, Code, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionDefinition } from '../graphql/permission-definitions.query.ts';
import { criteriaOptions, groupDefinitions, isPermissionGroup, type PermissionChoices } from '../utils/permissions.ts';

const PermissionRow = memo(function PermissionRow({
  definition,
  value,
  changed,
  error,
  onChange,
}: {
  definition: PermissionDefinition;
  value: PermissionCriteria;
  changed: boolean;
  error: string | undefined;
  onChange: (key: string, value: PermissionCriteria) => void;
}) {
  const { t } = useTranslation('settings');
  const options = criteriaOptions(definition);
  // A criteria the definition no longer offers stays visible, so that saving does not change it unseen.
  const shown = options.includes(value) ? options : [...options, value];
  return (
    <Table.Tr
      data-testid="permission-row"
      data-key={definition.key}
      data-value={value}
      data-changed={changed ? 'true' : undefined}
      bg={changed ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Table.Td>
        <Code data-testid="permission-key">{definition.key}</Code>
        {error ? (
          <Text size="xs" c="red" role="alert" data-testid="permission-error">
            {error}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="end">
        <SegmentedControl
          size="xs"
          data={shown.map((criteria) => ({ value: criteria, label: t(`criteria.${criteria}`) }))}
          value={value}
          onChange={(next) => onChange(definition.key, next as PermissionCriteria)}
          aria-label={definition.key}
          data-testid="permission-criteria"
        />
      </Table.Td>
    </Table.Tr>
  );
});

/** Every permission key, grouped by section, each with the criteria it allows (spec 01 §6). */
export function PermissionsMatrix({
  definitions,
  choices,
  baseline,
  errors,
  onChange,
}: {
  definitions: readonly PermissionDefinition[];
  choices: PermissionChoices;
  baseline: PermissionChoices;
  /** The server's message for a key, if saving refused it. */
  errors: Readonly<Record<string, string>>;
  onChange: (key: string, value: PermissionCriteria) => void;
}) {
  const { t } = useTranslation('settings');
  const groups = groupDefinitions(definitions);
  return (
    <Stack gap="lg" data-testid="permissions-matrix">
      {groups.map(({ group, definitions: rows }) => {
        const groupName = isPermissionGroup(group) ? t(`permissionGroups.${group}`) : group;
        const headingId = `permission-group-${group.replace(/\W+/g, '-')}`;
        return (
          <Stack key={group} gap="xs" component="section" aria-labelledby={headingId} data-testid="permission-group">
            <Group gap="xs">
              <Title order={3} size="h5" id={headingId}>
                {groupName}
              </Title>
              <Badge variant="light" color="gray" size="sm">
                {rows.length}
              </Badge>
            </Group>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing={6} aria-labelledby={headingId}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('permissions.columns.key')}</Table.Th>
                    <Table.Th ta="end">{t('permissions.columns.criteria')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((definition) => {
                    const value = choices[definition.key] ?? 'NONE';
                    return (
                      <PermissionRow
                        key={definition.key}
                        definition={definition}
                        value={value}
                        changed={value !== (baseline[definition.key] ?? 'NONE')}
                        error={errors[definition.key]}
                        onChange={onChange}
                      />
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        );
      })}
    </Stack>
  );
}
