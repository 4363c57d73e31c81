import { describe, expect, it } from 'vitest';
import { changedLogos, sidebarLogo } from './branding.ts';

const logos = { logo: 'data:logo', logoSquare: 'data:square', whiteLogo: 'data:white' };

describe('branding', () => {
  it('shows the white logo in a REVERSE sidebar (spec 02 §3), the main one otherwise', () => {
    expect(sidebarLogo('REVERSE', logos)).toBe('data:white');
    expect(sidebarLogo('DEFAULT', logos)).toBe('data:logo');
    expect(sidebarLogo('REVERSE', { ...logos, whiteLogo: null })).toBe('data:logo');
    expect(sidebarLogo('DEFAULT', { logo: null, logoSquare: 'data:square', whiteLogo: null })).toBe('data:square');
  });

  it('sends only the logos that changed: a new image, or null to remove one', () => {
    expect(changedLogos(logos, logos)).toEqual({});
    expect(changedLogos(logos, { ...logos, logo: 'data:new', whiteLogo: null })).toEqual({
      logo: 'data:new',
      whiteLogo: null,
    });
  });
});
