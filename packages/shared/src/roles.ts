/** The twelve role types of the product (spec 01 §6, spec 02 §3 Enumerations). */
export const ROLE_TYPES = [
  'Admin',
  'AdminCoach',
  'Applicant',
  'Coach',
  'Cofounder',
  'CommunityMember',
  'Evaluator',
  'Expert',
  'Mentor',
  'Staff',
  'SubAdmin',
  'System',
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** Default labels of each role type; System carries the product's own name. */
export const ROLE_LABELS: Record<RoleType, string> = {
  Admin: 'Admin',
  AdminCoach: 'Admin & Coach',
  Applicant: 'Applicant',
  Coach: 'Coach',
  Cofounder: 'Co/Founder',
  CommunityMember: 'Community Member',
  Evaluator: 'Evaluator',
  Expert: 'Expert',
  Mentor: 'Mentor',
  Staff: 'Staff',
  SubAdmin: 'Sub-Admin',
  System: 'Cohort System',
};
export const FOUNDER_LABEL = 'Founder';

/** Role groups used by the product (spec 01 §6). */
export const ROLE_GROUPS = {
  internal: ['Staff', 'Coach', 'Evaluator', 'Expert', 'Mentor', 'SubAdmin', 'Admin', 'AdminCoach'],
  staff: ['Staff', 'Coach', 'AdminCoach', 'Admin'],
  external: ['Evaluator', 'Expert', 'Mentor', 'Applicant', 'Cofounder', 'CommunityMember'],
  mentorExpert: ['Mentor', 'Expert'],
  network: ['Mentor', 'Expert', 'Evaluator'],
  startupSide: ['Applicant', 'Cofounder', 'CommunityMember'],
  community: ['Cofounder', 'CommunityMember'],
  admins: ['Admin', 'AdminCoach'],
  adminsAndCoach: ['Admin', 'AdminCoach', 'Coach'],
  adminGroup: ['Admin', 'AdminCoach', 'SubAdmin'],
  adminGroupAndCofounder: ['Admin', 'AdminCoach', 'SubAdmin', 'Cofounder'],
  /** Platform operators: flags and plans of every organisation. */
  system: ['System'],
} as const satisfies Record<string, readonly RoleType[]>;
export type RoleGroupName = keyof typeof ROLE_GROUPS;

export function isInRoleGroup(type: RoleType | null | undefined, group: RoleGroupName): boolean {
  return type != null && (ROLE_GROUPS[group] as readonly RoleType[]).includes(type);
}

/** Role groupings used for licensing (spec 02 §3): employee, network, evaluator, other. */
export const ROLE_GROUPINGS = ['employee', 'network', 'evaluator', 'other'] as const;
export type RoleGrouping = (typeof ROLE_GROUPINGS)[number];
export const ROLE_GROUPING_LABELS: Record<RoleGrouping, string> = {
  employee: 'Licensed Users',
  network: 'External Network',
  evaluator: 'Evaluators',
  other: 'Other',
};
export const ROLE_TYPE_GROUPING: Record<RoleType, RoleGrouping> = {
  Admin: 'employee',
  AdminCoach: 'employee',
  SubAdmin: 'employee',
  Staff: 'employee',
  Coach: 'employee',
  Mentor: 'network',
  Expert: 'network',
  Evaluator: 'evaluator',
  Applicant: 'other',
  Cofounder: 'other',
  CommunityMember: 'other',
  System: 'other',
};

/** Account states (spec 02 §3). */
export const USER_STATUSES = ['active', 'pending', 'unactive', 'archived', 'deny', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Visibility and permission scopes (spec 02 §3 Enumerations; spec 01 §6 saved permission scopes). */
export const VISIBILITY_SCOPES = ['ALL', 'USER_ROLES', 'OWN', 'ASSIGNED', 'NONE', 'SELECTED'] as const;
export type VisibilityScope = (typeof VISIBILITY_SCOPES)[number];

/**
 * The label a person's role shows (spec 01 §6): the role's own label, else the type's; a cofounder whose role has
 * no label of its own and whose startup has exactly one person shows as Founder.
 */
export function displayRoleLabel(
  role: { type: RoleType; label: string | null },
  startupSizes: readonly number[] = [],
): string {
  if (role.label && role.label !== ROLE_LABELS[role.type]) return role.label;
  if (role.type === 'Cofounder' && startupSizes.length > 0 && startupSizes.every((size) => size === 1)) {
    return FOUNDER_LABEL;
  }
  return ROLE_LABELS[role.type];
}
