import { APPLICATION_SORT_FIELDS, type ApplicationSortField } from '@cohort/shared';
import { ActionIcon, Badge, Button, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IconFilter, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApplicationsList } from '../hooks/use-applications-list.ts';
import { useStartupRelabel } from '../../organisation/index.ts';
import { activeFilterCount } from '../utils/overview-url.ts';

/**
 * The search (startup, applicant's name or e-mail), the sort and its direction, and, for APPLICATION_OVERVIEW/FILTERS:VIEW,
 * the button that opens the filters with how many are set.
 */
export function ApplicationsToolbar({
  list,
  canFilter,
  filtersOpen,
  onToggleFilters,
}: {
  list: ApplicationsList;
  canFilter: boolean;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}) {
  const { t } = useTranslation('applicationsOverview');
  const relabel = useStartupRelabel();
  const { state, change } = list;
  const ascending = state.direction === 'ASC';
  const filters = activeFilterCount(state);
  const directionLabel = ascending ? t('sort.ascending') : t('sort.descending');
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('search.label')}
        placeholder={relabel(t('search.placeholder'))}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        style={{ flex: 1, minWidth: 220 }}
        data-testid="applications-search"
      />
      <Select
        label={t('sort.label')}
        data={APPLICATION_SORT_FIELDS.map((field) => ({ value: field, label: relabel(t(`sort.fields.${field}`)) }))}
        value={state.sort}
        onChange={(sort) => sort && change({ sort: sort as ApplicationSortField })}
        allowDeselect={false}
        w={200}
        data-testid="applications-sort"
      />
      <Tooltip label={directionLabel}>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={`${t('sort.direction')}: ${directionLabel}`}
          onClick={() => change({ direction: ascending ? 'DESC' : 'ASC' })}
          data-testid="applications-sort-direction"
          data-direction={state.direction}
        >
          {ascending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Tooltip>
      {canFilter ? (
        <Button
          variant={filtersOpen ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            filters > 0 ? (
              <Badge size="sm" circle data-testid="applications-filter-count">
                {filters}
              </Badge>
            ) : null
          }
          onClick={onToggleFilters}
          aria-expanded={filtersOpen}
          aria-controls="applications-filters"
          data-testid="applications-filters-toggle"
        >
          {t('filters.button')}
        </Button>
      ) : null}
    </Group>
  );
}
