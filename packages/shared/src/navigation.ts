import type { FeatureFlagName } from './feature-flags.ts';

import { ROLE_GROUPS, type RoleType } from './roles.ts';
import { COACHING_HOST_ROLES } from './coaching.ts';

/**
 * The navigation of spec 01 §2.3–2.5, defined once. The server computes each user's menus from these entries (role,
 * permission, feature flag, the organisation's custom navigation) in the `setUp` query; the web app renders what it
 * receives and translates entries by `name` (`menu.<name>` in the `shell` namespace) unless an admin renamed them.
 *
 * `available` says whether the page of an entry exists in this build: entries of areas that have not landed yet are
 * defined (so custom navigation and the spec's table stay complete) but never sent.
 */
export interface MenuEntry {
  /** Stable identifier: the spec's entry name in camel case; custom navigation refers to it. */
  name: string;
  /** Where it leads; an entry without a path is a heading whose sub-menu holds the pages. */
  path?: string;
  /** The entry this one sits under (the sidebar has up to three levels). */
  parent?: string;
  /** Who sees it: any of these role types (none: everybody signed in). */
  roles?: readonly RoleType[];
  /** Who does not see it, whatever `roles` says. */
  notRoles?: readonly RoleType[];
  /** A permission the user must hold (any criterion but NONE). */
  permission?: string;
  /** Also shown, without the permission, to those who administer a funnel (they run its applications). */
  funnelAdmins?: boolean;
  /** A feature flag that must be on. */
  flag?: FeatureFlagName;
  /** Setup sub-menus open as a quick modal when viewed from another parent menu. */
  setup?: boolean;
  available: boolean;
}

const STAFF_LIKE = ROLE_GROUPS.internal;
const STAFF = [...ROLE_GROUPS.staff, 'SubAdmin'] as const satisfies readonly RoleType[];
const ADMIN_GROUP = ROLE_GROUPS.adminGroup;
/** Who works with tasks (spec 01 §6: task roles, cofounders and community members). */
export const TASK_ROLES = [...STAFF_LIKE, 'Cofounder', 'CommunityMember'] as const satisfies readonly RoleType[];
/** Who creates tasks and sees everyone's tasks on /tasks/users and /tasks/startups. */
export const TASK_MANAGER_ROLES = STAFF;

export const SIDEBAR_ENTRIES: readonly MenuEntry[] = [
  { name: 'home', path: '/', available: true },
  { name: 'tasks', path: '/tasks', roles: TASK_ROLES, available: true },
  { name: 'myTasks', path: '/tasks', parent: 'tasks', roles: TASK_ROLES, available: true },
  { name: 'userTasks', path: '/tasks/users', parent: 'tasks', roles: TASK_MANAGER_ROLES, available: true },
  { name: 'startupTasks', path: '/tasks/startups', parent: 'tasks', roles: TASK_MANAGER_ROLES, available: true },
  // Issue 15: the evaluator's queue of reviews, for every internal role (evaluators, mentors, experts, coaches, staff).
  { name: 'myEvaluations', path: '/evaluations', roles: STAFF_LIKE, available: true },
  { name: 'calendar', path: '/calendar', roles: STAFF_LIKE, available: true },
  { name: 'availability', path: '/availability', roles: STAFF_LIKE, available: true },
  { name: 'startups', path: '/startups', roles: STAFF_LIKE, available: true },
  { name: 'startupPortfolio', path: '/startups', parent: 'startups', roles: STAFF_LIKE, available: true },
  { name: 'startupManagement', path: '/startups/management', parent: 'startups', roles: STAFF, available: true },
  { name: 'programs', path: '/startups/programs', parent: 'startups', roles: STAFF, available: true },
  // An entry with a sub-menu opens it rather than its page, so the programmes list is its first child (as myTasks).
  { name: 'programList', path: '/startups/programs', parent: 'programs', roles: STAFF, available: true },
  {
    name: 'milestoneTemplates',
    flag: 'milestones',
    path: '/startups/programs/incubator-plans',
    parent: 'programs',
    roles: STAFF,
    available: true,
  },
  {
    name: 'startupAssignation',
    path: '/startups/programs/startup-assignations',
    parent: 'programs',
    roles: STAFF,
    permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT',
    available: true,
  },
  // Issue 15: an evaluation round's settings, pool of evaluators, assignment and results ("Evaluation params").
  {
    name: 'evaluationAssignation',
    path: '/startups/programs/evaluation-assignation',
    parent: 'programs',
    roles: STAFF,
    permission: 'EVALUATION_PARAMETER_EDITOR:VIEW',
    available: true,
  },
  // Issue 14 point 9: people in programmes of people, beside the startups' assignation (spec 01 §2.3's table).
  {
    name: 'userProgramAssignation',
    path: '/community/people/assignation',
    parent: 'programs',
    roles: STAFF,
    available: true,
  },
  {
    name: 'mentorsManagement',
    path: '/startups/mentors',
    parent: 'startups',
    roles: STAFF,
    permission: 'STARTUP/ASSIGNATION_MEMBERS:EDIT',
    available: true,
  },
  // Issue 17: "Metrics and collection" (spec 01 §2.3), the data collection with a tab for the metric definitions.
  {
    name: 'metricsCollection',
    path: '/startups/metrics/data-collection',
    parent: 'startups',
    roles: STAFF_LIKE,
    permission: 'METRICS/EDIT:VIEW',
    flag: 'dataCollection',
    available: true,
  },
  // Issue 17 (spec 01 §2.3 "Startup analytics"): a metric across the portfolio, for METRICS/EDIT:VIEW holders.
  {
    name: 'startupAnalytics',
    path: '/startups/analytics',
    parent: 'startups',
    roles: STAFF,
    permission: 'METRICS/EDIT:VIEW',
    available: true,
  },
  // Issue 17 point 8 (spec 01 §2.3 "user analytics"): the organisation's people in figures, for those who manage users.
  {
    name: 'userAnalytics',
    path: '/community/people/analytics',
    parent: 'startups',
    roles: STAFF,
    permission: 'USER:EDIT',
    available: true,
  },
  // Issue 16 point 9: minutes allocated, pending and used per startup, mentor and programme (the programme team).
  { name: 'coachingHours', path: '/coaching/hours', parent: 'startups', roles: STAFF, available: true },
  {
    name: 'startupProfileFields',
    path: '/startups/profile',
    parent: 'startups',
    roles: STAFF,
    permission: 'PROFILE_FIELDS:EDIT',
    available: true,
  },
  { name: 'applications', path: '/applications', roles: ROLE_GROUPS.startupSide, available: true },
  // Staff's Applications: the overview, the dashboard and the funnels under one entry (as Startups), its first child
  // the overview since an entry with a sub-menu opens it.
  {
    name: 'applicationsOverview',
    path: '/applications/overview',
    roles: STAFF_LIKE,
    permission: 'APPLICATION_ALL:VIEW',
    funnelAdmins: true,
    available: true,
  },
  {
    name: 'applicationList',
    path: '/applications/overview',
    parent: 'applicationsOverview',
    roles: STAFF_LIKE,
    permission: 'APPLICATION_ALL:VIEW',
    funnelAdmins: true,
    available: true,
  },
  {
    name: 'applicationsDashboard',
    path: '/applications/analytics',
    parent: 'applicationsOverview',
    roles: STAFF_LIKE,
    permission: 'APPLICATION_DASHBOARD',
    flag: 'applicationsDashboard',
    available: true,
  },
  // Spec 01 §2.3 "funnels management": for FUNNELS:VIEW:LIST holders (funnel admins without it reach the page from
  // their funnels and FUNNEL:CREATE holders from the create menu; the page's query decides).
  {
    name: 'funnelsManagement',
    path: '/applications/funnels/management',
    parent: 'applicationsOverview',
    roles: STAFF_LIKE,
    permission: 'FUNNELS:VIEW:LIST',
    funnelAdmins: true,
    available: true,
  },
  { name: 'community', path: '/community/search', available: true },
  { name: 'newsFeed', path: '/community/home', parent: 'community', flag: 'newsFeed', available: false },
  { name: 'events', path: '/events', available: false },
  { name: 'courses', path: '/courses', flag: 'course', available: false },
  { name: 'resources', path: '/resources', available: false },
  { name: 'setup', roles: ADMIN_GROUP, available: true },
  {
    name: 'usersManagement',
    path: '/admin/configuration/users',
    parent: 'setup',
    roles: ADMIN_GROUP,
    setup: true,
    available: true,
  },
  {
    name: 'industries',
    path: '/admin/configuration/industries',
    parent: 'setup',
    roles: ADMIN_GROUP,
    flag: 'editIndustries',
    available: true,
  },
  {
    name: 'activityFeed',
    path: '/admin/configuration/logs',
    parent: 'setup',
    roles: ADMIN_GROUP,
    flag: 'activityFeed',
    available: true,
  },
  { name: 'emailOutbox', path: '/emails/outbox', parent: 'setup', roles: ADMIN_GROUP, setup: true, available: true },
  {
    name: 'customFields',
    path: '/fields/customs',
    parent: 'setup',
    roles: ADMIN_GROUP,
    permission: 'PROFILE_FIELDS:EDIT',
    available: true,
  },
  {
    name: 'userProfileFields',
    path: '/community/people/profile',
    parent: 'setup',
    roles: ADMIN_GROUP,
    permission: 'PROFILE_FIELDS:EDIT',
    available: true,
  },
  {
    name: 'customFieldsAnalytics',
    path: '/fields/customs/analytics',
    parent: 'setup',
    roles: ADMIN_GROUP,
    permission: 'CUSTOM_FIELD_ANALYTICS:ACCESS',
    flag: 'customFieldsAnalytics',
    available: true,
  },
  {
    name: 'formsManagement',
    path: '/forms/management',
    parent: 'setup',
    roles: ADMIN_GROUP,
    permission: 'FORM:EDIT',
    setup: true,
    available: true,
  },
  { name: 'organisationSettings', path: '/admin/configuration', parent: 'setup', roles: ADMIN_GROUP, available: true },
  { name: 'account', available: true },
  { name: 'preferences', path: '/account/settings', parent: 'account', available: true },
  { name: 'security', path: '/account/settings/security', parent: 'account', available: true },
  { name: 'exportHistory', path: '/account/exports', parent: 'account', roles: STAFF, available: true },
  // The person's own calendar linked for two-way sync (issue 16 point 5).
  { name: 'integrations', path: '/account/settings/integrations', parent: 'account', available: true },
  // Coaching meeting settings (default location, coaching enabled) of the people who offer coaching (issue 16).
  {
    name: 'coachingPreferences',
    path: '/account/settings/coaching',
    parent: 'account',
    roles: COACHING_HOST_ROLES,
    available: true,
  },
];

/** Top navigation entries (spec 01 §2.3), in order. */
export const TOP_NAV_ENTRIES: readonly MenuEntry[] = [
  { name: 'home', path: '/', available: true },
  { name: 'startups', path: '/startups', roles: STAFF_LIKE, available: true },
  {
    name: 'applications',
    path: '/applications/overview',
    roles: STAFF_LIKE,
    permission: 'APPLICATION_ALL:VIEW',
    funnelAdmins: true,
    available: true,
  },
  // Applicants and community members follow their own applications (spec 01 §2.3).
  { name: 'applications', path: '/applications', roles: ROLE_GROUPS.startupSide, available: true },
  { name: 'events', path: '/events', available: false },
  { name: 'community', path: '/community/search', available: true },
  { name: 'courses', path: '/courses', flag: 'course', available: false },
  { name: 'resources', path: '/resources', available: false },
  { name: 'calendar', path: '/calendar', roles: STAFF_LIKE, available: true },
  { name: 'articles', path: '/articles/management', permission: 'ARTICLES:EDIT', available: false },
  { name: 'feedback', path: '/feedback/management', flag: 'feedbackForms', roles: STAFF, available: false },
  { name: 'fields', path: '/fields/customs', permission: 'PROFILE_FIELDS:EDIT', available: true },
  { name: 'taxonomy', path: '/taxonomy/tags/startup', permission: 'TAGS_EDITOR:VIEW', available: true },
  { name: 'tasks', path: '/tasks', roles: TASK_ROLES, available: true },
  { name: 'settings', path: '/admin/configuration', roles: ADMIN_GROUP, available: true },
];

/**
 * The create menu (spec 01 §2.5, §6): links carry the navigation state create=true; `event` is an action
 * (CreateIncubatorEvent, then /events/{id}/edit). Hidden for applicants, cofounders and community members.
 */
export const CREATE_MENU_ENTRIES: readonly MenuEntry[] = [
  { name: 'createTask', path: '/tasks', roles: TASK_MANAGER_ROLES, available: true },
  { name: 'createEvent', path: '/events', permission: 'EVENT:CREATE', available: true },
  { name: 'createUser', path: '/admin/configuration/users', roles: ADMIN_GROUP, available: true },
  { name: 'createProgram', path: '/startups/programs', roles: STAFF, available: true },
  { name: 'createStartup', path: '/startups/management', roles: STAFF, available: true },
  { name: 'createApplicationLead', path: '/applications/overview', roles: STAFF, available: true },
  { name: 'createCourse', path: '/courses/management', permission: 'COURSE:CREATE', available: false },
  {
    name: 'createFunnel',
    path: '/applications/funnels/management',
    permission: 'FUNNEL:CREATE',
    available: true,
  },
  { name: 'createForm', path: '/forms/management/new', permission: 'FORM:CREATE', available: true },
];
export const CREATE_MENU_HIDDEN_FOR: readonly RoleType[] = ROLE_GROUPS.startupSide;

/**
 * The mobile bottom navigation (spec 01 §2.4) under 576 px. The spec's items arrive with their areas; until then
 * Home and Tasks keep the bar useful (docs/decisions.md).
 */
export const MOBILE_NAV_ENTRIES: readonly MenuEntry[] = [
  { name: 'home', path: '/', available: true },
  { name: 'startupPortfolio', path: '/coaching', roles: STAFF_LIKE, available: false },
  { name: 'events', path: '/events', available: false },
  { name: 'applications', path: '/applications-manager', roles: ['Applicant'], available: true },
  {
    name: 'applicationsOverview',
    path: '/applications/overview',
    roles: STAFF_LIKE,
    permission: 'APPLICATION_ALL:VIEW',
    funnelAdmins: true,
    available: true,
  },
  { name: 'community', path: '/community/search/people', available: true },
  { name: 'tasks', path: '/tasks', roles: TASK_ROLES, available: true },
  { name: 'availability', path: '/availability', roles: ['Evaluator'], available: true },
  { name: 'startupFile', path: '/startup/file', roles: ['Cofounder'], available: true },
];

/** Paths that hide the top bar entirely (full-screen builders, spec 01 §2.5). */
export const FULL_SCREEN_ROUTES: readonly RegExp[] = [
  /^\/articles\/management\/article\/[^/]+$/,
  /^\/forms\/management\/[^/]+\/edit$/,
  /^\/setup\/fields\/[^/]+(\/.*)?$/,
  /^\/profiles\/[^/]+\/builder(\/.*)?$/,
  /^\/setup\/forms\/[^/]+\/compare\/[^/]+$/,
  /^\/courses\/management\/course\/[^/]+\/builder(\/.*)?$/,
  /^\/applications\/funnels\/[^/]+\/builder$/,
  /^\/emails\/email\/[^/]+$/,
  /^\/emails\/templates\/[^/]+$/,
  /^\/emails\/management\/email\/[^/]+$/,
];

/** Menu-active matching by prefix (spec 01 §2.3). */
export const MENU_ACTIVE_PREFIXES = ['/applications', '/application', '/startup', '/home'] as const;

/** Limits of the navigation (spec 01 §9). */
export const NAVIGATION = {
  maxDepth: 3,
  topBarOverflowDebounceMs: 500,
  topBarItemSpacingPx: 16,
  topBarMoreReservedPx: 74,
  mobileBreakpointPx: 576,
  desktopBreakpointPx: 768,
  sidebarWidthPx: 210,
} as const;

/** The global search modules (spec 01 §2.5), limited on the client to the paths of the user's own sitemap. */
export const SEARCH_MODULES: readonly { name: string; path: string; sections: readonly string[] }[] = [
  {
    name: 'applications',
    path: '/applications',
    sections: ['/applications/overview', '/applications/analytics', '/applications/funnels/management'],
  },
  { name: 'events', path: '/events', sections: [] },
  { name: 'startups', path: '/startups', sections: ['/startups/programs'] },
  { name: 'courses', path: '/courses', sections: ['/courses/home', '/courses/management'] },
  { name: 'articles', path: '/articles/management', sections: [] },
  { name: 'forms', path: '/forms/management', sections: [] },
  { name: 'feedback', path: '/feedback/management', sections: [] },
  { name: 'fields', path: '/fields/customs', sections: [] },
  { name: 'emails', path: '/emails/management', sections: [] },
  { name: 'resources', path: '/resources', sections: [] },
  { name: 'tasks', path: '/tasks', sections: ['/tasks/users', '/tasks/startups'] },
  { name: 'calendar', path: '/calendar', sections: [] },
  {
    name: 'settings',
    path: '/admin/configuration',
    sections: ['/admin/configuration/users', '/admin/configuration/roles'],
  },
  { name: 'accountSettings', path: '/account/settings', sections: ['/account/settings/security'] },
  { name: 'community', path: '/community', sections: [] },
];

/** The documentation audience of a role type (spec 01 §6 docs user type mapping). */
export type DocsUserType =
  | 'community-member'
  | 'accelerator-incubator'
  | 'mentor-expert'
  | 'founder'
  | 'applicant'
  | 'evaluator';
export function docsUserType(roleType: string | null | undefined): DocsUserType {
  switch (roleType) {
    case 'Staff':
    case 'Coach':
    case 'AdminCoach':
    case 'Admin':
    case 'SubAdmin':
    case 'System':
      return 'accelerator-incubator';
    case 'Mentor':
    case 'Expert':
      return 'mentor-expert';
    case 'Cofounder':
      return 'founder';
    case 'Applicant':
      return 'applicant';
    case 'Evaluator':
      return 'evaluator';
    default:
      return 'community-member';
  }
}

/** Who manages startups and programmes (accelerator and incubator staff). */
export const STARTUP_MANAGER_ROLES = STAFF;
