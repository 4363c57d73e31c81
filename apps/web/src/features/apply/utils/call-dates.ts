/** Where a call stands at `now`: not open yet, taking applications, or past its deadline. */
export type CallPhase = 'opening' | 'open' | 'closed';

export function callPhase(
  call: { opensAt?: string | null; closesAt?: string | null; isOpen: boolean },
  now: Date,
): CallPhase {
  if (call.closesAt && new Date(call.closesAt).getTime() <= now.getTime()) return 'closed';
  if (call.opensAt && new Date(call.opensAt).getTime() > now.getTime()) return 'opening';
  return call.isOpen ? 'open' : 'closed';
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `deadline`, in whole days, hours, minutes and seconds; null once it has passed. */
export function countdownTo(deadline: string | Date, now: Date): Countdown | null {
  const left = Math.floor((new Date(deadline).getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/**
 * A call's date in the organisation's time zone (spec: opening and closing in the organisation's time zone), in the
 * interface language, with the zone's short name so that a visitor elsewhere reads it right. An unknown zone falls
 * back to UTC.
 */
export function formatInTimeZone(value: string | Date, timeZone: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  };
  try {
    const formatted = new Intl.DateTimeFormat(locale, options).format(date);
    const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value;
    return zone ? `${formatted} (${zone})` : formatted;
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** A day without its time, in the viewer's own zone (a submission date in a list). */
export function formatDay(value: string | Date, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** A cover that can be shown as an image: a web address, a path of this site or an embedded image. */
export function isImageSource(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^(https?:\/\/|\/(?!\/)|data:image\/)/i.test(value.trim());
}
