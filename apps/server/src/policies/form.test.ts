import { describe, expect, it } from 'vitest';
import { canCreateForm, canEditForm, canFillForm, canListForms } from './form.ts';
import { buildViewer } from './test-viewers.ts';

const admin = buildViewer('Admin', { 'FORM:CREATE': 'ALL', 'FORM:EDIT': 'ALL' });
const author = buildViewer('Staff', { 'FORM:CREATE': 'ALL', 'FORM:EDIT': 'OWN' });
const creatorOnly = buildViewer('Coach', { 'FORM:CREATE': 'ALL' });
const founder = buildViewer('Cofounder');
const form = (createdBy: string | null, extra: Partial<Parameters<typeof canFillForm>[1]> = {}) => ({
  createdBy,
  audience: 'NONE',
  archivedAt: null,
  shareExpiresAt: null,
  ...extra,
});

describe('form policies', () => {
  it.each([
    ['admin', admin, true, true, true, true],
    ['OWN editor', author, true, true, true, false],
    ['creator without FORM:EDIT', creatorOnly, true, true, true, false],
    ['founder', founder, false, false, false, false],
  ] as const)('%s: list %s, create %s, edit own %s, edit others %s', (_name, viewer, list, create, own, others) => {
    expect(canListForms(viewer)).toBe(list);
    expect(canCreateForm(viewer)).toBe(create);
    expect(canEditForm(viewer, form('me'))).toBe(own);
    expect(canEditForm(viewer, form('someone else'))).toBe(others);
  });

  it('lets people fill a form by its audience, never when archived or expired', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(canFillForm(null, form('x', { audience: 'PUBLIC' }), now)).toBe(true);
    expect(canFillForm(null, form('x', { audience: 'MEMBERS' }), now)).toBe(false);
    expect(canFillForm(founder, form('x', { audience: 'MEMBERS' }), now)).toBe(true);
    expect(canFillForm(founder, form('x'), now)).toBe(false);
    expect(canFillForm(admin, form('x'), now)).toBe(true);
    expect(canFillForm(null, form('x', { audience: 'PUBLIC', archivedAt: now }), now)).toBe(false);
    expect(
      canFillForm(null, form('x', { audience: 'PUBLIC', shareExpiresAt: new Date('2026-11-25T11:00:00Z') }), now),
    ).toBe(false);
  });
});
