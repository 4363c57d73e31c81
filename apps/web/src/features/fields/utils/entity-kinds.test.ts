import { describe, expect, it } from 'vitest';
import { fieldsAnalyticsPath, fieldsPath, isEntityKind, parseEntityKind } from './entity-kinds.ts';

describe('entity kinds of custom fields', () => {
  it('reads the kind of the address, and falls back to startups for anything else', () => {
    expect(parseEntityKind('application')).toBe('application');
    expect(parseEntityKind('user')).toBe('user');
    expect(parseEntityKind('startup')).toBe('startup');
    for (const value of ['users', 'Startup', '', 'toString', null, undefined]) {
      expect(parseEntityKind(value)).toBe('startup');
    }
    expect(isEntityKind('constructor')).toBe(false);
  });

  it('builds the addresses of the list and of the analytics of a kind', () => {
    expect(fieldsPath('user')).toBe('/fields/customs?kind=user');
    expect(fieldsPath()).toBe('/fields/customs?kind=startup');
    expect(fieldsAnalyticsPath('application')).toBe('/fields/customs/analytics?kind=application');
  });
});
