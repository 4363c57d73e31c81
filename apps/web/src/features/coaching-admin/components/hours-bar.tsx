import { Progress, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type HoursRowLike, hoursBar } from '../utils/hours.ts';
import { useMinutesLabel } from './minutes-label.tsx';

/** Minutes used and pending against the allocation (red once more than allocated is taken). */
export function HoursBar({ row }: { row: HoursRowLike }) {
  const { t } = useTranslation('coachingAdmin');
  const label = useMinutesLabel();
  const bar = hoursBar(row);
  const summary = t('hours.barSummary', {
    used: label(row.MINUTES_USED),
    pending: label(row.MINUTES_PENDING),
    allocated: row.MINUTES_ALLOCATED == null ? t('hours.noLimit') : label(row.MINUTES_ALLOCATED),
  });
  return (
    <Tooltip label={summary} withArrow>
      <Progress.Root size="lg" aria-label={summary} miw={120} data-testid="hours-bar" data-over={bar.over || undefined}>
        <Progress.Section value={bar.used} color={bar.over ? 'red' : 'blue'} />
        <Progress.Section value={bar.pending} color={bar.over ? 'red.3' : 'yellow'} />
      </Progress.Root>
    </Tooltip>
  );
}
