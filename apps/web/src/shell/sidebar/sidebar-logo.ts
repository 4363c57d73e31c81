export interface SidebarLogos {
  logo: string | null;
  logoSquare: string | null;
  whiteLogo: string | null;
}

/**
 * The logo at the top of the sidebar (spec 01 §1, spec 02 §3): a REVERSE sidebar shows the white logo, else the main
 * one; a compact screen (below 768 px) shows the square logo. Each falls back to the others when missing.
 */
export function sidebarLogoFor(logos: SidebarLogos, logoType: string, compact: boolean): string | null {
  const main = logos.logo ?? logos.logoSquare ?? null;
  const regular = logoType === 'REVERSE' ? (logos.whiteLogo ?? main) : main;
  return compact ? (logos.logoSquare ?? regular) : regular;
}
