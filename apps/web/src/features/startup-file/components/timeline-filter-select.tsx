import { TIMELINE_FILTERS, type TimelineFilter } from '@cohort/shared';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timelineFilters } from '../utils/timeline.ts';

function isTimelineFilter(value: string | null): value is TimelineFilter {
  return (TIMELINE_FILTERS as readonly (string | null)[]).includes(value);
}

/** All, Public, Private (for those who see private posts) and Updates. */
export function TimelineFilterSelect({
  value,
  canSeePrivate,
  onChange,
}: {
  value: TimelineFilter;
  canSeePrivate: boolean;
  onChange: (filter: TimelineFilter) => void;
}) {
  const { t } = useTranslation('startupFile');
  return (
    <Select
      label={t('timeline.filter')}
      value={value}
      allowDeselect={false}
      data={timelineFilters(canSeePrivate).map((filter) => ({ value: filter, label: t(`timeline.filters.${filter}`) }))}
      onChange={(next) => {
        if (isTimelineFilter(next)) onChange(next);
      }}
      w={220}
      data-testid="timeline-filter"
    />
  );
}
