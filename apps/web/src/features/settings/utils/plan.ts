import { FEATURE_FLAGS, type FeatureFlagName, PLAN_FEATURES, type PlanFeature } from '@cohort/shared';

/** The licensed users against the plan's limit, as a percentage for the progress bar (0 to 100). */
export function licenceUsage(used: number, limit: number): { percent: number; over: boolean } {
  if (limit <= 0) return { percent: used > 0 ? 100 : 0, over: used > 0 };
  return { percent: Math.min(100, Math.max(0, Math.round((used / limit) * 100))), over: used > limit };
}

/** The eight plan features of spec 02 §3, each with whether the organisation's plan includes it. */
export function planFeatureList(included: readonly string[]): { feature: PlanFeature; included: boolean }[] {
  return PLAN_FEATURES.map((feature) => ({ feature, included: included.includes(feature) }));
}

export interface FlagState {
  name: FeatureFlagName;
  enabled: boolean;
}

/** The organisation's feature flags in the order of FEATURE_FLAGS; a flag missing from the answer counts as off. */
export function flagList(flags: Readonly<Partial<Record<string, { enabled: boolean } | null>>>): FlagState[] {
  return FEATURE_FLAGS.map((name) => ({ name, enabled: flags[name]?.enabled === true }));
}

/** The flags whose code name contains the search text, ignoring case and spaces around it. */
export function filterFlags(flags: readonly FlagState[], search: string): FlagState[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...flags];
  return flags.filter((flag) => flag.name.toLowerCase().includes(needle));
}
