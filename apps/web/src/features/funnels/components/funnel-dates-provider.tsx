import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useDateLocale } from '../../../ui/date-label.tsx';

/** Mantine's date pickers in the interface language (the dayjs locale is loaded first). */
export function FunnelDatesProvider({ children }: { children: ReactNode }) {
  const locale = useDateLocale();
  return <DatesProvider settings={{ locale, consistentWeeks: true }}>{children}</DatesProvider>;
}
