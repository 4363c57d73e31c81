import { describe, expect, it } from 'vitest';
import {
  dateFormatExample,
  isValidAppPath,
  isValidHostName,
  isValidSlug,
  numberProblem,
  SETTINGS_LIMITS,
  textOrNull,
  timeZoneOptions,
} from './settings-rules.ts';

describe('settings rules', () => {
  it('accepts address names of lowercase letters, digits and hyphens, not reserved ones', () => {
    expect(isValidSlug('acme')).toBe(true);
    expect(isValidSlug('acme-2026')).toBe(true);
    expect(isValidSlug('Acme')).toBe(false);
    expect(isValidSlug('-acme')).toBe(false);
    expect(isValidSlug('acme-')).toBe(false);
    expect(isValidSlug('ac me')).toBe(false);
    expect(isValidSlug('acmé')).toBe(false);
    expect(isValidSlug('admin')).toBe(false);
    expect(isValidSlug('api')).toBe(false);
    expect(isValidSlug('a'.repeat(64))).toBe(false);
  });

  it('accepts host names with a letter top-level label', () => {
    expect(isValidHostName('members.example.org')).toBe(true);
    expect(isValidHostName('Apply.Acme.io')).toBe(true);
    expect(isValidHostName('localhost')).toBe(false);
    expect(isValidHostName('https://acme.org')).toBe(false);
    expect(isValidHostName('acme.org/path')).toBe(false);
    expect(isValidHostName('-acme.org')).toBe(false);
    expect(isValidHostName('acme.123')).toBe(false);
    expect(isValidHostName('')).toBe(false);
  });

  it('takes paths of this site for the home and not-found targets, as the server does', () => {
    expect(isValidAppPath('/')).toBe(true);
    expect(isValidAppPath('/welcome?from=logo')).toBe(true);
    expect(isValidAppPath('welcome')).toBe(false);
    expect(isValidAppPath('//evil.example')).toBe(false);
    expect(isValidAppPath('/a b')).toBe(false);
    expect(isValidAppPath('https://acme.org')).toBe(false);
  });

  it('checks whole numbers within the session limits', () => {
    expect(numberProblem('', SETTINGS_LIMITS.maxSessions)).toBe('required');
    expect(numberProblem(0, SETTINGS_LIMITS.maxSessions)).toBe('min');
    expect(numberProblem(51, SETTINGS_LIMITS.maxSessions)).toBe('max');
    expect(numberProblem(2.5, SETTINGS_LIMITS.maxSessions)).toBe('invalid');
    expect(numberProblem(50, SETTINGS_LIMITS.maxSessions)).toBeNull();
    expect(numberProblem('30', SETTINGS_LIMITS.sessionIdleMinutes)).toBeNull();
    expect(numberProblem(4, SETTINGS_LIMITS.sessionIdleMinutes)).toBe('min');
    expect(numberProblem(721, SETTINGS_LIMITS.sessionAbsoluteHours)).toBe('max');
  });

  it('sends empty optional text as null', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' 1 Main St ')).toBe('1 Main St');
  });

  it('offers the browser time zones with UTC and the current value, sorted', () => {
    const zones = timeZoneOptions('Mars/Olympus_Mons');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Paris');
    expect(zones).toContain('Mars/Olympus_Mons');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('writes a date in each offered format', () => {
    const date = new Date(Date.UTC(2026, 0, 31));
    expect(dateFormatExample('MM/dd/yy', date, 'en')).toBe('01/31/26');
    expect(dateFormatExample('dd/MM/yy', date, 'en')).toBe('31/01/26');
    expect(dateFormatExample('MMMM dd, yy', date, 'en')).toBe('January 31, 26');
    expect(dateFormatExample('dd MMMM, yy', date, 'fr')).toBe('31 janvier, 26');
  });
});
