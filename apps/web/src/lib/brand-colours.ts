import type { MantineColorsTuple } from '@mantine/core';

type Rgb = readonly [number, number, number];

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value.trim());
}

function toRgb(hex: string): Rgb {
  let digits = hex.trim().slice(1);
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  return [
    colour[0] + (target[0] - colour[0]) * amount,
    colour[1] + (target[1] - colour[1]) * amount,
    colour[2] + (target[2] - colour[2]) * amount,
  ];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** How far shades 0–5 move towards white and shades 7–9 towards black. */
const TINTS = [0.92, 0.8, 0.64, 0.46, 0.3, 0.14] as const;
const SHADES = [0.14, 0.28, 0.42] as const;

/** The `BRAND_SHADE` of the ten-shade palette is exactly the organisation's colour. */
export const BRAND_SHADE = 6;

/** Ten Mantine shades from one brand colour: lighter tints, the colour itself at shade 6, darker shades. */
export function brandShades(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const tints = TINTS.map((amount) => toHex(mix(base, WHITE, amount)));
  const shades = SHADES.map((amount) => toHex(mix(base, BLACK, amount)));
  const [s0, s1, s2, s3, s4, s5] = tints as [string, string, string, string, string, string];
  const [s7, s8, s9] = shades as [string, string, string];
  return [s0, s1, s2, s3, s4, s5, toHex(base), s7, s8, s9];
}

/** The first valid hex colour among the candidates. */
export function firstHexColour(...candidates: ReadonlyArray<string | null | undefined>): string | null {
  return candidates.find(isHexColour)?.trim() ?? null;
}
