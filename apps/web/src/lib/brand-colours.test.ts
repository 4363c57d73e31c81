import { describe, expect, it } from 'vitest';
import { BRAND_SHADE, brandShades, firstHexColour, isHexColour } from './brand-colours.ts';

describe('brand colours', () => {
  it('puts the organisation colour at the primary shade, lighter before, darker after', () => {
    const shades = brandShades('#3b5bdb');
    expect(shades).toHaveLength(10);
    expect(shades[BRAND_SHADE]).toBe('#3b5bdb');
    const lightness = shades.map((hex) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16));
    for (let index = 1; index < lightness.length; index += 1) {
      expect(lightness[index]).toBeLessThanOrEqual(lightness[index - 1] ?? Number.POSITIVE_INFINITY);
    }
  });

  it('accepts the short hex form', () => {
    expect(brandShades('#f00')[BRAND_SHADE]).toBe('#ff0000');
  });

  it('picks the first valid hex colour', () => {
    expect(isHexColour('transparent')).toBe(false);
    expect(firstHexColour('transparent', null, ' #ABCDEF ', '#000')).toBe('#ABCDEF');
    expect(firstHexColour('rgb(0,0,0)')).toBeNull();
  });
});
