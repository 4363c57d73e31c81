import { DEFAULT_BRAND_PALETTE } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIDEBAR_PALETTE } from './sidebar-palette.ts';

describe('the default sidebar palette', () => {
  it('is the shared default brand palette', () => {
    expect(DEFAULT_SIDEBAR_PALETTE).toEqual(DEFAULT_BRAND_PALETTE.sidebar);
  });
});
