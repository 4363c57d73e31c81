import type { RoleType } from './roles.ts';

/** How far a permission reaches (spec 01 §6 saved permission scopes). NONE is the absence of the permission. */
export const PERMISSION_CRITERIA = ['ALL', 'ASSIGNED', 'OWN', 'SELECTED', 'USER_ROLES', 'NONE'] as const;
export type PermissionCriteria = (typeof PERMISSION_CRITERIA)[number];

/** Who may always do the thing, whatever their role holds (spec 01 §6). */
export type AlwaysAllowed = 'author' | 'creator' | 'founder' | 'funnelAdmin' | 'applicant';

export interface PermissionDefinition {
  key: string;
  group: PermissionGroup;
  /** The criteria that make sense for this key, NONE included. */
  criteria: readonly PermissionCriteria[];
  alwaysAllowed?: AlwaysAllowed;
}

export const PERMISSION_GROUPS = [
  'Applications',
  'Content',
  'Funnels',
  'Coaching',
  'Courses',
  'Events',
  'Evaluation',
  'Startups',
  'Tags',
  'Users',
  'Tasks',
  'Community',
  'Other',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

const ON_OFF = ['ALL', 'NONE'] as const;
const SCOPED = ['ALL', 'ASSIGNED', 'NONE'] as const;
const OWNED = ['ALL', 'OWN', 'NONE'] as const;
const SCOPED_OR_OWNED = ['ALL', 'ASSIGNED', 'OWN', 'NONE'] as const;
const BY_ROLE = ['ALL', 'USER_ROLES', 'SELECTED', 'NONE'] as const;

function keys(
  group: PermissionGroup,
  criteria: readonly PermissionCriteria[],
  ...names: string[]
): PermissionDefinition[] {
  return names.map((key) => ({ key, group, criteria }));
}

/** Every permission key of spec 01 §6, with its criteria and its always-allowed exception. */
export const PERMISSIONS: readonly PermissionDefinition[] = [
  ...keys(
    'Applications',
    SCOPED,
    'APPLICATION_ALL:VIEW',
    'APPLICATION_FLOW:EDIT',
    'APPLICATION_FLOW:VIEW',
    'APPLICATION/DECIDE_ROUND:VIEW',
  ),
  { key: 'APPLICATION:DELETE', group: 'Applications', criteria: SCOPED, alwaysAllowed: 'funnelAdmin' },
  ...keys('Applications', ON_OFF, 'APPLICATION:OWN_DELETE'),
  {
    key: 'APPLICATION_DOCUMENT:DOWNLOAD',
    group: 'Applications',
    criteria: SCOPED_OR_OWNED,
    alwaysAllowed: 'applicant',
  },
  ...keys(
    'Applications',
    ON_OFF,
    'APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW',
    'APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW',
    'APPLICATION_OVERVIEW/FILTERS:VIEW',
    'APPLICATION_OVERVIEW/QUEUE_BAR:VIEW',
    'APPLICATION_DASHBOARD',
    'APPLICATION_DRAFT:ACCESS',
  ),
  ...keys(
    'Content',
    ON_OFF,
    'ARTICLES:EDIT',
    'EMAIL_BLUEPRINT:MANAGE',
    'EMAIL_REJECTION:CREATE',
    'FORM:CREATE',
    'FEEDBACK_REQUEST:CREATE',
  ),
  { key: 'EMAIL_REJECTION:EDIT', group: 'Content', criteria: OWNED, alwaysAllowed: 'creator' },
  ...keys('Content', OWNED, 'FORM:EDIT', 'FEEDBACK_REQUEST:EDIT'),
  ...keys('Content', SCOPED_OR_OWNED, 'FEEDBACK_REQUEST:VIEW'),
  ...keys('Content', SCOPED, 'FEEDBACK_ANSWER:VIEW'),
  ...keys('Funnels', ON_OFF, 'FUNNEL:CREATE'),
  ...keys('Funnels', SCOPED, 'FUNNEL:DELETE', 'FUNNEL:EDIT'),
  { key: 'FUNNELS:VIEW:LIST', group: 'Funnels', criteria: SCOPED, alwaysAllowed: 'funnelAdmin' },
  ...keys('Coaching', SCOPED, 'AVAILABILITY:EDIT', 'COACHING_MEETING:SCHEDULING'),
  ...keys('Coaching', SCOPED_OR_OWNED, 'COACHING_SESSION:DELETE'),
  ...keys('Coaching', ON_OFF, 'COACHING_SESSION:EXPORT'),
  ...keys('Coaching', SCOPED_OR_OWNED, 'CREATE:PLANNED_ACTION', 'EDIT:PLANNED_ACTION', 'CANCEL:PLANNED_ACTION'),
  ...keys('Courses', ON_OFF, 'COURSE:CREATE', 'COURSE_EVALUATION:VIEW_ALL', 'COURSE_UNIT_ATTEMPT:ADD'),
  ...keys('Courses', SCOPED, 'COURSES:MANAGE', 'COURSE:ACCESS'),
  ...keys('Events', ON_OFF, 'EVENT:CREATE', 'EVENT:REGISTER'),
  ...keys('Events', OWNED, 'EVENT:DELETE', 'EVENT:EDIT'),
  ...keys(
    'Evaluation',
    ON_OFF,
    'EVALUATION_PARAMETER_EDITOR:CREATE',
    'EVALUATION_PARAMETER_EDITOR:EDIT/DELETE',
    'EVALUATION_PARAMETER_EDITOR:VIEW',
  ),
  ...keys(
    'Startups',
    SCOPED,
    'STARTUP_MILESTONE:CREATE',
    'STARTUP_MILESTONE:EDIT',
    'STARTUP/ASSIGNATION_MEMBERS:EDIT',
    'METRICS/EDIT:VIEW',
  ),
  ...keys('Startups', SCOPED_OR_OWNED, 'STARTUP/NAME:EDIT', 'STARTUP_FILE:VIEW'),
  ...keys(
    'Startups',
    ON_OFF,
    'STARTUP:DELETE',
    'STARTUP:INDUSTRY:VIEW',
    'INDUSTRIES:STARTUP:ADD',
    'INDUSTRIES:STARTUP:REMOVE',
    'INDUSTRIES:VIEW',
    'INDUSTRIES:EDIT',
    'INDUSTRIES:CREATE',
    'TAG:STARTUP:ADD',
    'TAG:STARTUP:REMOVE',
  ),
  ...keys(
    'Tags',
    ON_OFF,
    'TAGS_EDITOR:CREATE',
    'TAGS_EDITOR:VIEW',
    'TAGS_EDITOR:EDIT',
    'TAGS:STARTUP:VIEW',
    'TAGS:APPLICATION:VIEW',
    'TAGS:USER:VIEW',
    'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW',
    'TIMELINE/EMAIL_THREAD_META:VIEW',
  ),
  { key: 'NOTE_SINGLE:DELETE', group: 'Tags', criteria: OWNED, alwaysAllowed: 'author' },
  { key: 'NOTE_THREAD:DELETE', group: 'Tags', criteria: OWNED, alwaysAllowed: 'author' },
  ...keys('Users', [...SCOPED.slice(0, 2), 'USER_ROLES', 'NONE'], 'USER:EDIT'),
  ...keys('Users', BY_ROLE, 'USER:INVITE'),
  ...keys(
    'Users',
    ON_OFF,
    'USER_PROFILE/SOCIAL_MEDIA:VIEW',
    'USER_ROLES:EDIT',
    'USER:INDUSTRY:VIEW',
    'PROFILE_FIELDS:EDIT',
    'ORGANIZATION_PEOPLE:EDIT',
  ),
  ...keys('Tasks', OWNED, 'TASK/TASK:DELETE'),
  ...keys(
    'Community',
    ON_OFF,
    'CHAT:LIMIT:READ',
    'CHAT:USER_ACCESS:EDIT',
    'CONVERSATION:LIST:PUBLIC',
    'CONVERSATION:START',
    'CONVERSATION:START_CHANNEL',
    'NEWS_FEED:VIEW',
    'RSS_FEED:DELETE',
    'RSS_FEED:EDIT',
    'RSS_FEED:SUBSCRIBE',
    'RSS_FEED_ITEM:DELETE',
  ),
  ...keys('Community', OWNED, 'CONVERSATION:EDIT', 'CONVERSATION:DELETE'),
  { key: 'MESSAGE:DELETE', group: 'Community', criteria: OWNED, alwaysAllowed: 'author' },
  { key: 'MESSAGE:EDIT', group: 'Community', criteria: OWNED, alwaysAllowed: 'author' },
  ...keys('Other', ON_OFF, 'PROGRAM:CREATE', 'SAVED_VIEWS:READ', 'CUSTOM_FIELD_ANALYTICS:ACCESS', 'CUSTOM_NAV:EDIT'),
  { key: 'USER_DOCUMENT:DOWNLOAD', group: 'Other', criteria: SCOPED_OR_OWNED, alwaysAllowed: 'founder' },
  { key: 'STARTUP_DOCUMENT:DOWNLOAD', group: 'Other', criteria: SCOPED_OR_OWNED, alwaysAllowed: 'founder' },
  ...keys('Other', ON_OFF, 'ORGANIZATION:CREATE', 'ORGANIZATION:EDIT', 'ORGANIZATION:DELETE'),
  ...keys('Other', ON_OFF, 'DASHBOARD:CREATE', 'DASHBOARD:ACCESS'),
  ...keys('Other', OWNED, 'DASHBOARD:EDIT/DELETE'),
];

export const PERMISSION_KEYS: readonly string[] = PERMISSIONS.map((p) => p.key);
const BY_KEY = new Map(PERMISSIONS.map((p) => [p.key, p]));
export function permissionDefinition(key: string): PermissionDefinition | undefined {
  return BY_KEY.get(key);
}

/** A role's permissions: key to criteria, NONE left out. */
export type PermissionSet = Record<string, PermissionCriteria>;

/** Every key at the widest criteria it allows (ALL), except those listed. */
function everything(except: Record<string, PermissionCriteria> = {}): PermissionSet {
  const set: PermissionSet = {};
  for (const { key } of PERMISSIONS) set[key] = except[key] ?? 'ALL';
  return set;
}

function only(granted: Record<string, PermissionCriteria>): PermissionSet {
  return { ...granted };
}

/** What people of every role may do in a community: join events, read the feed, talk, manage their own posts. */
const COMMUNITY_BASICS: PermissionSet = {
  'EVENT:REGISTER': 'ALL',
  'NEWS_FEED:VIEW': 'ALL',
  'COURSE:ACCESS': 'ALL',
  'CONVERSATION:START': 'ALL',
  'CONVERSATION:EDIT': 'OWN',
  'CONVERSATION:DELETE': 'OWN',
  'MESSAGE:DELETE': 'OWN',
  'MESSAGE:EDIT': 'OWN',
  'NOTE_SINGLE:DELETE': 'OWN',
  'NOTE_THREAD:DELETE': 'OWN',
  'TASK/TASK:DELETE': 'OWN',
  'RSS_FEED:SUBSCRIBE': 'ALL',
  'DASHBOARD:ACCESS': 'ALL',
};

const NETWORK: PermissionSet = {
  ...COMMUNITY_BASICS,
  'STARTUP_FILE:VIEW': 'ASSIGNED',
  'STARTUP_MILESTONE:EDIT': 'ASSIGNED',
  'STARTUP_DOCUMENT:DOWNLOAD': 'ASSIGNED',
  'USER_DOCUMENT:DOWNLOAD': 'ASSIGNED',
  'TIMELINE/CREATE_PRIVATE_COMMENT:VIEW': 'ALL',
  'COACHING_MEETING:SCHEDULING': 'ASSIGNED',
  'COACHING_SESSION:DELETE': 'OWN',
  'CREATE:PLANNED_ACTION': 'ASSIGNED',
  'EDIT:PLANNED_ACTION': 'OWN',
  'CANCEL:PLANNED_ACTION': 'OWN',
  'FEEDBACK_REQUEST:VIEW': 'ASSIGNED',
  'TAGS:STARTUP:VIEW': 'ALL',
  'TAGS:USER:VIEW': 'ALL',
  'STARTUP:INDUSTRY:VIEW': 'ALL',
  'USER:INDUSTRY:VIEW': 'ALL',
  'USER_PROFILE/SOCIAL_MEDIA:VIEW': 'ALL',
};

/**
 * The permissions each role type starts with in a new organisation (documented in docs/permissions.md).
 * Organisation-level creation and deletion belong to platform operators (System) only.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleType, PermissionSet> = {
  System: everything(),
  Admin: everything({ 'ORGANIZATION:CREATE': 'NONE', 'ORGANIZATION:DELETE': 'NONE' }),
  AdminCoach: everything({ 'ORGANIZATION:CREATE': 'NONE', 'ORGANIZATION:DELETE': 'NONE' }),
  SubAdmin: everything({
    'ORGANIZATION:CREATE': 'NONE',
    'ORGANIZATION:DELETE': 'NONE',
    'USER_ROLES:EDIT': 'NONE',
    'CUSTOM_NAV:EDIT': 'NONE',
  }),
  Staff: everything({
    'ORGANIZATION:CREATE': 'NONE',
    'ORGANIZATION:DELETE': 'NONE',
    'ORGANIZATION:EDIT': 'NONE',
    'USER_ROLES:EDIT': 'NONE',
    'CUSTOM_NAV:EDIT': 'NONE',
    'PROFILE_FIELDS:EDIT': 'NONE',
    'EMAIL_BLUEPRINT:MANAGE': 'NONE',
    'CHAT:USER_ACCESS:EDIT': 'NONE',
    'FUNNEL:DELETE': 'NONE',
    'STARTUP:DELETE': 'NONE',
  }),
  Coach: only({
    ...NETWORK,
    'APPLICATION_ALL:VIEW': 'ASSIGNED',
    'APPLICATION_FLOW:VIEW': 'ASSIGNED',
    'APPLICATION_DOCUMENT:DOWNLOAD': 'ASSIGNED',
    'FEEDBACK_REQUEST:CREATE': 'ALL',
    'FEEDBACK_REQUEST:EDIT': 'OWN',
    'FEEDBACK_ANSWER:VIEW': 'ASSIGNED',
    'AVAILABILITY:EDIT': 'ASSIGNED',
    'EVENT:CREATE': 'ALL',
    'EVENT:EDIT': 'OWN',
    'EVENT:DELETE': 'OWN',
    'STARTUP_MILESTONE:CREATE': 'ASSIGNED',
    'STARTUP/NAME:EDIT': 'ASSIGNED',
    'METRICS/EDIT:VIEW': 'ASSIGNED',
    'TAG:STARTUP:ADD': 'ALL',
    'TAGS:APPLICATION:VIEW': 'ALL',
    'TIMELINE/EMAIL_THREAD_META:VIEW': 'ALL',
    'USER:INVITE': 'USER_ROLES',
    'COURSE_EVALUATION:VIEW_ALL': 'ALL',
    'SAVED_VIEWS:READ': 'ALL',
  }),
  Mentor: only(NETWORK),
  Expert: only(NETWORK),
  Evaluator: only({
    ...COMMUNITY_BASICS,
    'APPLICATION_ALL:VIEW': 'ASSIGNED',
    'APPLICATION_FLOW:VIEW': 'ASSIGNED',
    'APPLICATION_DOCUMENT:DOWNLOAD': 'ASSIGNED',
    'FEEDBACK_ANSWER:VIEW': 'ASSIGNED',
    'TAGS:APPLICATION:VIEW': 'ALL',
  }),
  Applicant: only({
    ...COMMUNITY_BASICS,
    'APPLICATION:OWN_DELETE': 'ALL',
    'APPLICATION_DOCUMENT:DOWNLOAD': 'OWN',
    'APPLICATION_DRAFT:ACCESS': 'ALL',
  }),
  Cofounder: only({
    ...COMMUNITY_BASICS,
    'STARTUP_FILE:VIEW': 'OWN',
    'STARTUP/NAME:EDIT': 'OWN',
    'STARTUP_DOCUMENT:DOWNLOAD': 'OWN',
    'USER_DOCUMENT:DOWNLOAD': 'OWN',
    'COACHING_MEETING:SCHEDULING': 'ALL',
    'COACHING_SESSION:DELETE': 'OWN',
    'APPLICATION:OWN_DELETE': 'ALL',
    'APPLICATION_DOCUMENT:DOWNLOAD': 'OWN',
    'APPLICATION_DRAFT:ACCESS': 'ALL',
    'FEEDBACK_REQUEST:VIEW': 'OWN',
  }),
  CommunityMember: only({
    ...COMMUNITY_BASICS,
    'APPLICATION:OWN_DELETE': 'ALL',
    'APPLICATION_DOCUMENT:DOWNLOAD': 'OWN',
    'APPLICATION_DRAFT:ACCESS': 'ALL',
  }),
};

/** Facts about the record a permission is asked for (IsUserAuthorized data items). */
export interface AuthorizationData {
  ownerId?: string | null;
  authorId?: string | null;
  creatorId?: string | null;
  assignedUserIds?: readonly string[];
  founderIds?: readonly string[];
  funnelAdminIds?: readonly string[];
  applicantId?: string | null;
  roleType?: string | null;
}

/**
 * The one rule that decides a permission, on the server for every resolver and for IsUserAuthorized.
 * Without data it answers whether the user holds the key at all (the resolver then narrows by criteria).
 */
export function isAuthorized(
  viewer: { userId: string; permissions: ReadonlyMap<string, PermissionCriteria>; userAccessRoles?: readonly string[] },
  key: string,
  data?: AuthorizationData,
): boolean {
  const definition = permissionDefinition(key);
  if (!definition) return false;
  const me = viewer.userId;
  if (data && definition.alwaysAllowed) {
    const exception = {
      author: data.authorId === me,
      creator: data.creatorId === me,
      founder: data.founderIds?.includes(me) ?? false,
      funnelAdmin: data.funnelAdminIds?.includes(me) ?? false,
      applicant: data.applicantId === me,
    }[definition.alwaysAllowed];
    if (exception) return true;
  }
  const criteria = viewer.permissions.get(key) ?? 'NONE';
  if (criteria === 'NONE') return false;
  if (!data || criteria === 'ALL') return true;
  switch (criteria) {
    case 'OWN':
      return (
        [data.ownerId, data.authorId, data.creatorId, data.applicantId].includes(me) ||
        (data.founderIds?.includes(me) ?? false)
      );
    case 'ASSIGNED':
      return data.assignedUserIds?.includes(me) ?? false;
    case 'USER_ROLES':
    case 'SELECTED':
      return data.roleType != null && (viewer.userAccessRoles?.includes(data.roleType) ?? false);
    default:
      return false;
  }
}
