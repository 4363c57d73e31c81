import { describe, expect, it } from 'vitest';
import { tenantTitle } from './organisation-context.ts';

describe('tenantTitle', () => {
  const seo = { active: true, seoTitle: 'Demo — startups that ship', seoDescription: '' };
  it('is the SEO title when SEO is active', () => {
    expect(tenantTitle({ name: 'Demo', seo })).toBe('Demo — startups that ship');
  });
  it('is the name when SEO is inactive or its title empty', () => {
    expect(tenantTitle({ name: 'Demo', seo: { ...seo, active: false } })).toBe('Demo');
    expect(tenantTitle({ name: 'Demo', seo: { ...seo, seoTitle: '  ' } })).toBe('Demo');
  });
});
