import { describe, expect, it } from 'vitest';
import { sidebarLogoFor } from './sidebar-logo.ts';

const ALL = { logo: 'main.png', logoSquare: 'square.png', whiteLogo: 'white.png' };

describe('sidebarLogoFor', () => {
  it('shows the white logo on a REVERSE sidebar and the main one otherwise', () => {
    expect(sidebarLogoFor(ALL, 'REVERSE', false)).toBe('white.png');
    expect(sidebarLogoFor(ALL, 'DEFAULT', false)).toBe('main.png');
  });

  it('shows the square logo below 768 px', () => {
    expect(sidebarLogoFor(ALL, 'REVERSE', true)).toBe('square.png');
    expect(sidebarLogoFor({ ...ALL, logoSquare: null }, 'REVERSE', true)).toBe('white.png');
  });

  it('falls back to what exists, or nothing', () => {
    expect(sidebarLogoFor({ logo: null, logoSquare: 'square.png', whiteLogo: null }, 'REVERSE', false)).toBe(
      'square.png',
    );
    expect(sidebarLogoFor({ logo: null, logoSquare: null, whiteLogo: null }, 'DEFAULT', true)).toBeNull();
  });
});
