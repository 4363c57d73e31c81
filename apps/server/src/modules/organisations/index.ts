export { featureFlags, incubatorPlans, incubators } from './organisation.table.ts';
export {
  createOrganisation,
  getFeatureFlags,
  getIncubator,
  getPlanInfo,
  requireFeatureFlag,
  oidcProvider,
  setFeatureFlag,
  updateLoginProviders,
  layoutCustomizationOf,
  ssoEnabled,
  type FeatureFlagMap,
  type IncubatorRow,
  type NewOrganisation,
  type PlanInfo,
} from './organisation.service.ts';
export { cachedIncubator } from './organisation.cache.ts';
export { INCUBATOR_UPDATED } from './organisation.service.ts';
export { FeatureFlagRef, IncubatorRef, PlanInfoRef } from './organisation.refs.ts';
