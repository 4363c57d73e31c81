import { describe, expect, it } from 'vitest';
import { pageTitle } from './document-head.ts';

describe('pageTitle (spec 01 §2.2)', () => {
  it("is '{page} - {tenant title}'", () => {
    expect(pageTitle('Welcome', 'Demo Accelerator')).toBe('Welcome - Demo Accelerator');
  });

  it('is the tenant title alone without a page title', () => {
    expect(pageTitle(null, 'Demo Accelerator')).toBe('Demo Accelerator');
    expect(pageTitle('', 'Demo Accelerator')).toBe('Demo Accelerator');
  });
});
