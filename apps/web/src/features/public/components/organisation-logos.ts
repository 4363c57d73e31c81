import type { PublicOrganisation } from '../../organisation/index.ts';

type Logos = Pick<PublicOrganisation, 'logo' | 'logoSquare' | 'whiteLogo'>;

/** The header logo: the reverse (white) logo on a dark page when there is one. */
export function headerLogo(organisation: Logos, dark: boolean): string | null {
  return (dark ? organisation.whiteLogo : null) ?? organisation.logo ?? organisation.logoSquare ?? null;
}

/** The login widget's logo as the login layout says: main, square, white or none; reverse palettes take the white one. */
export function widgetLogo(
  organisation: Logos & Pick<PublicOrganisation, 'brandPalette'>,
  type: string,
  dark: boolean,
): string | null {
  const fallback = organisation.logo ?? organisation.logoSquare ?? null;
  switch (type) {
    case 'NONE':
      return null;
    case 'SQUARE':
      return organisation.logoSquare ?? fallback;
    case 'WHITE':
      return organisation.whiteLogo ?? fallback;
    default: {
      const reverse = dark || organisation.brandPalette.login.logoType === 'REVERSE';
      return (reverse ? organisation.whiteLogo : null) ?? fallback;
    }
  }
}
