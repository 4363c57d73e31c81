import {
  PERMISSION_CRITERIA,
  PERMISSION_GROUPS,
  type PermissionCriteria,
  type PermissionGroup,
  ROLE_TYPES,
  type RoleType,
} from '@cohort/shared';

export interface PermissionDefinitionView {
  key: string;
  group: string;
  criteria: readonly string[];
}

export interface RolePermissionView {
  key: string;
  permissionCriteria: string;
}

/** Criteria of a permission, key to criteria; a key the role lacks is NONE. */
export type PermissionChoices = Record<string, PermissionCriteria>;

export function isPermissionCriteria(value: string): value is PermissionCriteria {
  return (PERMISSION_CRITERIA as readonly string[]).includes(value);
}

/** The criteria a permission row offers, in the product's order (ALL first, NONE last). */
export function criteriaOptions(definition: PermissionDefinitionView): PermissionCriteria[] {
  return PERMISSION_CRITERIA.filter((criteria) => definition.criteria.includes(criteria));
}

/** A role's permissions as choices for every known key; keys the role does not hold are NONE. */
export function permissionChoices(
  definitions: readonly PermissionDefinitionView[],
  permissions: readonly RolePermissionView[],
): PermissionChoices {
  const held = new Map(permissions.map((permission) => [permission.key, permission.permissionCriteria]));
  const choices: PermissionChoices = {};
  for (const { key } of definitions) {
    const criteria = held.get(key);
    choices[key] = criteria !== undefined && isPermissionCriteria(criteria) ? criteria : 'NONE';
  }
  return choices;
}

/** Every key with its criteria, NONE included, so that a withdrawn permission is withdrawn on the server too. */
export function permissionInput(
  definitions: readonly PermissionDefinitionView[],
  choices: PermissionChoices,
): Array<{ key: string; permissionCriteria: PermissionCriteria }> {
  return definitions.map(({ key }) => ({ key, permissionCriteria: choices[key] ?? 'NONE' }));
}

/** Definitions grouped by their section, the spec's sections first in its order, unknown ones after. */
export function groupDefinitions<D extends PermissionDefinitionView>(
  definitions: readonly D[],
): Array<{ group: string; definitions: D[] }> {
  const groups = new Map<string, D[]>();
  for (const definition of definitions) {
    const list = groups.get(definition.group) ?? [];
    list.push(definition);
    groups.set(definition.group, list);
  }
  const rank = (group: string) => {
    const index = (PERMISSION_GROUPS as readonly string[]).indexOf(group);
    return index === -1 ? PERMISSION_GROUPS.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([group, list]) => ({ group, definitions: list }));
}

/** The keys whose criteria differ between two sets of choices. */
export function changedKeys(before: PermissionChoices, after: PermissionChoices): string[] {
  return Object.keys(after).filter((key) => before[key] !== after[key]);
}

export function isRoleType(value: string): value is RoleType {
  return (ROLE_TYPES as readonly string[]).includes(value);
}

/** Role types an organisation admin works with: every type but the platform operators' System. */
export const ORGANISATION_ROLE_TYPES: readonly RoleType[] = ROLE_TYPES.filter((type) => type !== 'System');

/** A section of permissions the interface names in every language (spec 01 §6). */
export function isPermissionGroup(group: string): group is PermissionGroup {
  return (PERMISSION_GROUPS as readonly string[]).includes(group);
}

/** Which people a role may see, and which startups (spec 02 §3 Current user role). */
export const USER_VISIBILITY_OPTIONS = ['ALL', 'USER_ROLES', 'ASSIGNED', 'NONE'] as const;
export const STARTUP_VISIBILITY_OPTIONS = ['ALL', 'ASSIGNED', 'OWN', 'NONE'] as const;
