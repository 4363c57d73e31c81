import { ROLE_TYPES } from '@cohort/shared';
import { builder } from './builder.ts';

/** GraphQL enums of the shared vocabulary (packages/shared), which several modules' fields take or return. */
export const RoleTypeRef = builder.enumType('RoleType', { values: ROLE_TYPES });
