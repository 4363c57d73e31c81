export { featureFlags, incubatorPlans, incubators } from './organisation.table.ts';
export {
  createOrganisation,
  getFeatureFlags,
  getIncubator,
  getPlanInfo,
  oidcProvider,
  ssoEnabled,
  type FeatureFlagMap,
  type IncubatorRow,
  type NewOrganisation,
  type PlanInfo,
} from './organisation.service.ts';
export { INCUBATOR_UPDATED, IncubatorRef } from './organisation.graphql.ts';
