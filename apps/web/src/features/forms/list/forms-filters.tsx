import { Autocomplete, Group, Select, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { FORM_KINDS } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import type { FormsListState } from '../utils/forms-url.ts';

/** Search by title, filter by kind and tag, and the archived forms instead of the others. */
export function FormsFilters({
  state,
  search,
  tags,
  onSearch,
  onChange,
}: {
  state: FormsListState;
  search: string;
  tags: string[];
  onSearch: (value: string) => void;
  onChange: (change: Partial<FormsListState>) => void;
}) {
  const { t } = useTranslation('forms');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        w={260}
        data-testid="forms-search"
      />
      <Select
        label={t('list.kind')}
        placeholder={t('list.allKinds')}
        data={FORM_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        value={state.kind}
        onChange={(value) => onChange({ kind: (value as FormsListState['kind']) ?? null })}
        clearable
        w={220}
        data-testid="forms-kind-filter"
      />
      <Autocomplete
        label={t('list.tag')}
        placeholder={t('list.anyTag')}
        data={tags}
        value={state.tag}
        onChange={(value) => onChange({ tag: value })}
        w={200}
        data-testid="forms-tag-filter"
      />
      <Switch
        label={t('list.showArchived')}
        checked={state.archived}
        onChange={(event) => onChange({ archived: event.currentTarget.checked })}
        mb={8}
        data-testid="forms-archived"
      />
    </Group>
  );
}
