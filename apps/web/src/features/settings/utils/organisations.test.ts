import { describe, expect, it } from 'vitest';
import { isValidOrganisationSlug, togglePlanFeature } from './organisations.ts';

describe('organisation forms', () => {
  it('accepts slugs of lowercase letters, digits and hyphens only', () => {
    for (const slug of ['acme', 'demo-2', 'a', 'x1-y2']) expect(isValidOrganisationSlug(slug)).toBe(true);
    for (const slug of ['', 'Acme', '-acme', 'acme-', 'ac me', 'acmé', 'a.b'])
      expect(isValidOrganisationSlug(slug)).toBe(false);
  });

  it('toggles plan features in their canonical order', () => {
    const all = ['A', 'B', 'C'] as const;
    expect(togglePlanFeature(all, ['C'], 'A', true)).toEqual(['A', 'C']);
    expect(togglePlanFeature(all, ['A', 'C'], 'C', false)).toEqual(['A']);
  });
});
