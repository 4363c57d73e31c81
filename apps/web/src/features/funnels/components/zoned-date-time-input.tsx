import { DateTimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { fromWallClock, toWallClock } from '../utils/zoned-time.ts';

/**
 * A moment chosen in the organisation's time zone: the picker shows and takes wall-clock times of that zone, the
 * value is the instant (ISO 8601) the API stores.
 */
export function ZonedDateTimeInput({
  label,
  description,
  value,
  zone,
  error,
  disabled,
  onChange,
  testId,
}: {
  label: ReactNode;
  description?: ReactNode;
  value: string | null;
  zone: string;
  error?: ReactNode;
  disabled?: boolean;
  onChange: (value: string | null) => void;
  testId: string;
}) {
  return (
    <DateTimePicker
      label={label}
      description={description}
      value={toWallClock(value, zone)}
      onChange={(next) => onChange(fromWallClock(next, zone))}
      valueFormat="DD MMM YYYY HH:mm"
      clearable
      disabled={disabled}
      error={error}
      popoverProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
