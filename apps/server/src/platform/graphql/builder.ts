import { isInRoleGroup, type RoleGroupName } from '@cohort/shared';
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError, type GraphQLSchema, isObjectType } from 'graphql';
import type { Ctx } from './context.ts';
import { AuthenticationRequiredError, ForbiddenError } from './errors.ts';

export interface AuthScopes {
  /** Anyone, signed in or not, within a known organisation. */
  public: boolean;
  /** A signed-in user of this organisation. */
  authenticated: boolean;
  /** A signed-in user whose role holds this permission key (spec 01 §6). */
  permission: string;
  /** A signed-in user whose role type belongs to this role group (spec 01 §6). */
  roleGroup: RoleGroupName;
  /** A System-role user of the platform organisation (COHORT_PLATFORM_ORG): operations across organisations. */
  platformOperator: boolean;
}

export const builder = new SchemaBuilder<{
  Context: Ctx;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date | string }; JSON: { Input: unknown; Output: unknown } };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      public: ctx.incubator !== null,
      authenticated: ctx.viewer !== null,
      permission: (key: string) => ctx.viewer?.permissions.has(key) ?? false,
      roleGroup: (group: RoleGroupName) => isInRoleGroup(ctx.viewer?.roleType, group),
      platformOperator: ctx.viewer?.roleType === 'System' && ctx.incubator?.slug === ctx.config.platformOrganisation,
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer === null ? new AuthenticationRequiredError() : new ForbiddenError(),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid date: expected an ISO 8601 date and time');
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value; validated by the field that takes it',
  serialize: (value) => value,
  parseValue: (value) => value,
});

/** Root fields that do not declare who may call them. Authorization is deny by default: there must be none. */
export function rootFieldsWithoutAuthScopes(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const [name, field] of Object.entries(root.getFields())) {
      const options = (field.extensions?.pothosOptions ?? {}) as { authScopes?: unknown };
      if (options.authScopes === undefined) missing.push(`${root.name}.${name}`);
    }
  }
  return missing;
}
