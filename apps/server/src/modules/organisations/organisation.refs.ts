import { builder } from '../../platform/graphql/builder.ts';
import type { IncubatorRow, PlanInfo } from './organisation.service.ts';

/** The GraphQL types other modules' fields may return; implemented in this module's GraphQL files. */
export const PlanInfoRef = builder.objectRef<PlanInfo>('PlanInfo');
export const FeatureFlagRef = builder.objectRef<{ name: string; enabled: boolean }>('FeatureFlag');
export const IncubatorRef = builder.objectRef<IncubatorRow>('Incubator');
