import { Badge } from '@mantine/core';
import type { FunnelState } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { useDateLocale } from '../../../ui/date-label.tsx';

const COLOURS: Record<FunnelState, string> = {
  draft: 'gray',
  open: 'green',
  scheduled: 'blue',
  closed: 'orange',
  archived: 'dark',
};

/** The call's state (the server's answer): draft, open, opening on a date, closed or archived. */
export function FunnelStateBadge({
  state,
  opensAt,
  timeZone,
}: {
  state: FunnelState;
  opensAt: string | null;
  timeZone: string;
}) {
  const { t } = useTranslation('funnels');
  const locale = useDateLocale();
  const label =
    state === 'scheduled' && opensAt
      ? `${t('states.opensOn')} ${formatDate(opensAt, 'date', { locale, timeZone })}`
      : t(`states.${state}`);
  return (
    <Badge variant="light" color={COLOURS[state]} tt="none" data-testid="funnel-state" data-state={state}>
      {label}
    </Badge>
  );
}
