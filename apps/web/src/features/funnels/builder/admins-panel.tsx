import { ActionIcon, Alert, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isInRoleGroup, type RoleType } from '@cohort/shared';
import { IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { displayNameOf, UserAvatar } from '../../../ui/avatar.tsx';
import { FunnelPeopleQuery } from '../graphql/funnel-people.query.ts';
import type { AdminDraft } from './builder-state.ts';

const SEARCH_DEBOUNCE_MS = 300;
const RESULTS = 20;

/**
 * The funnel's admins: they run it and see its applications. People of the organisation's team are found by name or
 * e-mail (user management's search); the server refuses anyone else and keeps at least one admin.
 */
export function AdminsPanel({
  admins,
  missing,
  serverProblems,
  onChange,
}: {
  admins: AdminDraft[];
  missing: boolean;
  serverProblems: string[];
  onChange: (admins: AdminDraft[]) => void;
}) {
  const { t } = useTranslation('funnels');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [{ data, error, fetching }] = useQuery({
    query: FunnelPeopleQuery,
    variables: { search: debounced || null, pageSize: RESULTS },
    requestPolicy: 'cache-and-network',
  });
  const chosen = useMemo(() => new Set(admins.map((admin) => admin._id)), [admins]);
  const people = useMemo(
    () =>
      (data?.people.results ?? []).filter(
        (person) => isInRoleGroup(person.role.type as RoleType, 'internal') && !chosen.has(person._id),
      ),
    [data, chosen],
  );
  const add = (id: string | null) => {
    const person = people.find((candidate) => candidate._id === id);
    if (!person) return;
    onChange([
      ...admins,
      { _id: person._id, firstName: person.firstName, lastName: person.lastName, fullName: person.fullName },
    ]);
    setSearch('');
  };
  return (
    <Stack gap="md" maw={640} component="section" aria-labelledby="admins-title" data-testid="funnel-admins-panel">
      <Stack gap={4}>
        <Title order={2} size="h4" id="admins-title">
          {t('builder.tabs.admins')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('admins.intro')}
        </Text>
      </Stack>
      {error && !data ? (
        <Alert color="yellow" data-testid="funnel-admins-search-unavailable">
          {t('admins.searchUnavailable')}
        </Alert>
      ) : (
        <Select
          label={t('admins.add')}
          placeholder={t('admins.addPlaceholder')}
          data={people.map((person) => ({
            value: person._id,
            label: `${person.fullName} · ${person.roleLabel}`,
          }))}
          value={null}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          onChange={add}
          filter={({ options }) => options}
          nothingFoundMessage={fetching ? t('admins.searching') : t('admins.nobody')}
          data-testid="funnel-admins-add"
        />
      )}
      {missing ? (
        <Alert color="red" role="alert">
          {t('server.funnelAdminMissing')}
        </Alert>
      ) : null}
      {serverProblems.length > 0 ? (
        <Alert color="red" role="alert" data-testid="funnel-admins-error">
          {serverProblems.join(' · ')}
        </Alert>
      ) : null}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="funnel-admins-list">
        {admins.map((admin) => (
          <Paper component="li" key={admin._id} withBorder p="xs" radius="md" data-testid="funnel-admin">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <UserAvatar person={admin} size="small" />
                <Text size="sm" dir="auto">
                  {displayNameOf(admin)}
                </Text>
              </Group>
              <Tooltip label={t('admins.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('admins.removeNamed', { name: displayNameOf(admin) })}
                  disabled={admins.length === 1}
                  onClick={() => onChange(admins.filter((other) => other._id !== admin._id))}
                  data-testid="funnel-admin-remove"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
