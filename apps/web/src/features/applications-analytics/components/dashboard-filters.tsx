import { Group, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../ui/date-label.tsx';
import type { ApplicationsDashboard } from '../graphql/applications-dashboard.query.ts';
import { type DashboardFilterState, dayOf } from '../utils/dashboard.ts';

/**
 * The dashboard's filters: one funnel (or all the funnels in reach) and the days the applications were started on,
 * in the organisation's time zone.
 */
export function DashboardFilters({
  funnels,
  filter,
  timezone,
  onChange,
}: {
  funnels: ApplicationsDashboard['funnels'];
  filter: DashboardFilterState;
  timezone: string | null;
  onChange: (next: Partial<DashboardFilterState>) => void;
}) {
  const { t } = useTranslation('applicationsAnalytics');
  const locale = useDateLocale();
  const options = [
    { value: '', label: t('filters.allFunnels') },
    ...funnels.map((funnel) => ({
      value: funnel._id,
      label: funnel.archived ? t('filters.archived', { name: funnel.name }) : funnel.name,
    })),
  ];
  const range: DatesRangeValue<string> = [filter.from, filter.to];
  const changeRange = ([from, to]: DatesRangeValue<string>) => {
    // A range with only its first day is being picked: wait for the second.
    if (from && !to) return;
    onChange({ from: dayOf(from), to: dayOf(to) });
  };
  return (
    <Stack gap={4}>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.funnel')}
          data={options}
          value={filter.funnelId ?? ''}
          onChange={(value) => onChange({ funnelId: value || null })}
          allowDeselect={false}
          searchable
          w={320}
          maw="100%"
          data-testid="dashboard-funnel"
        />
        <DatesProvider settings={{ locale, consistentWeeks: true }}>
          <DatePickerInput
            type="range"
            label={t('filters.period')}
            placeholder={t('filters.periodPlaceholder')}
            value={range}
            onChange={changeRange}
            clearable
            allowSingleDateInRange
            valueFormat="D MMM YYYY"
            leftSection={<IconCalendar size={16} aria-hidden />}
            w={300}
            maw="100%"
            data-testid="dashboard-period"
          />
        </DatesProvider>
      </Group>
      {timezone ? (
        <Text size="xs" c="dimmed" data-testid="dashboard-timezone">
          {t('filters.timezone', { timezone })}
        </Text>
      ) : null}
    </Stack>
  );
}
