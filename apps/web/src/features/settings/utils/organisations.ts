/** The rules of the platform operators' organisation forms, as the server applies them. */
export const ORGANISATION_LIMITS = {
  slug: 63,
  name: 120,
  email: 254,
  personName: 100,
  employeeCountLimit: { min: 0, max: 100_000 },
} as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** An organisation's address label: lowercase letters, digits and hyphens, neither starting nor ending with a hyphen. */
export function isValidOrganisationSlug(value: string): boolean {
  return SLUG.test(value.trim());
}

/** Toggles a feature in a plan's feature list, keeping the order of `all`. */
export function togglePlanFeature<T extends string>(
  all: readonly T[],
  selected: readonly T[],
  feature: T,
  on: boolean,
): T[] {
  return all.filter((name) => (name === feature ? on : selected.includes(name)));
}
