import { ORGANISATION_SLUG_PATTERN, RESERVED_SLUGS } from '@cohort/shared';

/** Client limits of the settings forms; the server checks them again and its messages show under the fields. */
export const SETTINGS_LIMITS = {
  name: 120,
  description: 2000,
  address: 500,
  url: 2000,
  path: 300,
  slug: 63,
  hostName: 253,
  seoTitle: 120,
  seoDescription: 320,
  customLoginText: 500,
  roleLabel: 80,
  layoutText: 2000,
  maxSessions: { min: 1, max: 50 },
  sessionIdleMinutes: { min: 5, max: 1440 },
  sessionAbsoluteHours: { min: 1, max: 720 },
  headerHeight: { min: 0, max: 400 },
  columnWidth: { min: 240, max: 1280 },
  columns: { min: 1, max: 2 },
  logoHeight: { min: 16, max: 200 },
} as const;

/** An organisation address label: lowercase letters, digits and hyphens, not a reserved name. */
export function isValidSlug(value: string): boolean {
  return ORGANISATION_SLUG_PATTERN.test(value) && !(RESERVED_SLUGS as readonly string[]).includes(value);
}

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A host name with at least two labels and a letter-only top-level label (e.g. apply.acme.org). */
export function isValidHostName(value: string): boolean {
  const host = value.trim().toLowerCase();
  if (host.length === 0 || host.length > SETTINGS_LIMITS.hostName) return false;
  const labels = host.split('.');
  const top = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label)) && /^[a-z]{2,63}$/.test(top);
}

/** A path of this site ('/welcome'), for the configurable home and not-found targets, as the server accepts. */
export function isValidAppPath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value.trim());
}

/** An integer within bounds, as a number input hands it over (a number, or '' when empty). */
export type NumberProblem = 'required' | 'invalid' | 'min' | 'max';
export function numberProblem(value: number | string, bounds: { min: number; max: number }): NumberProblem | null {
  if (value === '') return 'required';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(number)) return 'invalid';
  if (number < bounds.min) return 'min';
  if (number > bounds.max) return 'max';
  return null;
}

/** Empty optional text is sent as null (cleared). */
export function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The IANA time zones the browser knows, with the current value and UTC kept even when the list lacks them. */
export function timeZoneOptions(current: string | null | undefined): string[] {
  const zones = new Set<string>(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** An example of a date format of the organisation (MM/dd/yy, dd MMMM, yy...) for a date, in a language. */
export function dateFormatExample(format: string, date: Date, language: string): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(date);
  return format.replace(/MMMM|MM|dd|yyyy|yy/g, (token) => {
    switch (token) {
      case 'MMMM':
        return monthName;
      case 'MM':
        return pad(date.getUTCMonth() + 1);
      case 'dd':
        return pad(date.getUTCDate());
      case 'yyyy':
        return String(date.getUTCFullYear());
      default:
        return pad(date.getUTCFullYear() % 100);
    }
  });
}
