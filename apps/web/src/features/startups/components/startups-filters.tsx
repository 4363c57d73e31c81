import { Alert, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { StartupFilterOptionsQuery } from '../graphql/startup-filter-options.query.ts';
import { useCustomFieldFilters } from '../hooks/use-custom-field-filters.ts';
import type { StartupsList } from '../hooks/use-startups-list.ts';
import { STARTUP_SORTS, type StartupSort } from '../utils/startups-url.ts';
import { CustomFieldFilterButton, CustomFieldFilterChips } from './custom-field-filters.tsx';

const asOptions = (items: readonly { _id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item._id, label: item.name }));

/**
 * The search, the filters by programme, industry and tag (the tag filter only when the organisation has startup tags),
 * the custom-field filters (when the viewer may read some startup fields; shown as removable chips) and the sort of a
 * startup list. A custom-field filter whose field or option was deleted leaves the address with a short notice.
 */
export function StartupsFilters({ list }: { list: StartupsList }) {
  const { t } = useTranslation('startups');
  const [{ data }] = useQuery({ query: StartupFilterOptionsQuery, requestPolicy: 'cache-and-network' });
  const { state, change } = list;
  const tags = asOptions(data?.tags);
  const custom = useCustomFieldFilters(list);
  return (
    <Stack gap="xs">
      {custom.dropped ? (
        <Alert
          color="yellow"
          withCloseButton
          onClose={custom.dismiss}
          closeButtonLabel={t('list.customFields.dismiss')}
          data-testid="startups-custom-filters-dropped"
        >
          {t('list.customFields.dropped')}
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
          data-testid="startups-search"
        />
        <MultiSelect
          label={t('list.programs')}
          placeholder={state.programIds.length === 0 ? t('list.allPrograms') : undefined}
          data={asOptions(data?.programs)}
          value={state.programIds}
          onChange={(programIds) => change({ programIds })}
          searchable
          clearable
          w={220}
          data-testid="startups-filter-programs"
        />
        <MultiSelect
          label={t('list.industries')}
          placeholder={state.industryIds.length === 0 ? t('list.allIndustries') : undefined}
          data={asOptions(data?.industries)}
          value={state.industryIds}
          onChange={(industryIds) => change({ industryIds })}
          searchable
          clearable
          w={220}
          data-testid="startups-filter-industries"
        />
        {tags.length > 0 || state.tagIds.length > 0 ? (
          <MultiSelect
            label={t('list.tags')}
            placeholder={state.tagIds.length === 0 ? t('list.allTags') : undefined}
            data={tags}
            value={state.tagIds}
            onChange={(tagIds) => change({ tagIds })}
            searchable
            clearable
            w={200}
            data-testid="startups-filter-tags"
          />
        ) : null}
        <Select
          label={t('list.sort')}
          data={STARTUP_SORTS.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))}
          value={state.sort}
          onChange={(sort) => sort && change({ sort: sort as StartupSort })}
          allowDeselect={false}
          w={200}
          data-testid="startups-sort"
        />
        {custom.available ? <CustomFieldFilterButton list={list} fields={custom.fields} /> : null}
      </Group>
      <CustomFieldFilterChips list={list} fields={custom.fields} />
    </Stack>
  );
}
