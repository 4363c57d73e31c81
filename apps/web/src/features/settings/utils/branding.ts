export interface OrganisationLogos {
  logo: string | null;
  logoSquare: string | null;
  whiteLogo: string | null;
}

/** The sidebar's logo (spec 02 §3): a REVERSE sidebar shows the white logo, else the main one. */
export function sidebarLogo(logoType: string, logos: OrganisationLogos): string | null {
  const main = logos.logo ?? logos.logoSquare ?? null;
  return logoType === 'REVERSE' ? (logos.whiteLogo ?? main) : main;
}

export const LOGO_KINDS = ['logo', 'logoSquare', 'whiteLogo'] as const;
export type LogoKind = (typeof LOGO_KINDS)[number];

/** The logos to send: only the changed ones (a data URL replaces, null removes); absent ones are kept. */
export function changedLogos(
  before: OrganisationLogos,
  after: OrganisationLogos,
): Partial<Record<LogoKind, string | null>> {
  const changes: Partial<Record<LogoKind, string | null>> = {};
  for (const kind of LOGO_KINDS) if (before[kind] !== after[kind]) changes[kind] = after[kind];
  return changes;
}
