import { Group, Select, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FunnelsListState } from '../utils/funnels-url.ts';

/** Search by name, filter by programme, and the archived funnels instead of the others. */
export function FunnelsFilters({
  state,
  search,
  programs,
  onSearch,
  onChange,
}: {
  state: FunnelsListState;
  search: string;
  programs: { value: string; label: string }[];
  onSearch: (value: string) => void;
  onChange: (change: Partial<FunnelsListState>) => void;
}) {
  const { t } = useTranslation('funnels');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={260}
        data-testid="funnels-search"
      />
      <Select
        label={t('list.program')}
        placeholder={t('list.allPrograms')}
        data={programs}
        value={state.programId}
        onChange={(value) => onChange({ programId: value })}
        clearable
        searchable
        w={240}
        data-testid="funnels-program-filter"
      />
      <Switch
        label={t('list.showArchived')}
        checked={state.archived}
        onChange={(event) => onChange({ archived: event.currentTarget.checked })}
        mb={8}
        data-testid="funnels-archived"
      />
    </Group>
  );
}
