import { type Cache, cacheExchange } from '@urql/exchange-graphcache';
import type { Exchange } from 'urql';

// The normalised cache of the signed-in client (graphql-client.ts loads this module on demand).

/** Types without an identity: graphcache embeds them in their parent instead of normalising them. */
const EMBEDDED_TYPES = [
  'LocalizedText',
  'NotificationPreference',
  'StartupNameAlternative',
  'Seo',
  'CustomLogin',
  'EmailAddress',
  'BrandPalette',
  'SidebarPalette',
  'LoginPalette',
  'LoginProvider',
  'FeatureFlag',
  'FeatureFlags',
  'LayoutCustomization',
  'Layout',
  'LayoutBackground',
  'LayoutBlock',
  'LayoutContent',
  'LayoutColors',
  'WidgetLogo',
  'LayoutCustomText',
  'SessionLoggedOut',
  'EmailMessagePage',
  'PlanInfo',
  'UserAccess',
  'StartupAccess',
  'UserPermission',
  'RoleUserAccess',
  'RoleStartupAccess',
  'PeoplePage',
  'ActivityPage',
  'UserBatchItemResult',
  'UserBatchOperationUpdate',
  'StartupBatchItemResult',
  'StartupBatchOperationUpdate',
  // The shell (issue 5): values without an identity of their own.
  'SetUp',
  'MenuItem',
  'CustomNavEntry',
  'TaskList',
  'TaskViewerCan',
  'TaskUpdate',
  'AssigneeOptionGroup',
  'AssigneeOption',
  'NotificationPage',
  'PageMeta',
  'UnseenNotifications',
  'SearchResults',
  'DocsSearch',
  'DocPage',
  'SupportDoc',
  'SupportContact',
  'HomeSummary',
  'HoverCardRole',
  'StartupPage',
  'StartupViewerCan',
  // A startup's person with their role inside it (CEO, CTO…).
  'StartupPerson',
  // The startup file (issue 6): timeline pages, reaction counts, live updates and task groups.
  'StartupTimeline',
  'TimelinePosts',
  'TimelineReactionCount',
  'StartupTimelineUpdate',
  'StartupTaskGroups',
  // The analytics tab: a startup's engagement and its weeks, values without an identity of their own.
  'StartupEngagement',
  'StartupEngagementWeek',
  // Startup assignations: a startup with its people, and a page of them.
  'StartupAssignation',
  'StartupAssignationPage',
  // Mentors management: a mentor or expert with their startups, and a page of them.
  'Mentor',
  'MentorPage',
  // Milestones: a startup's milestones with whether the viewer may add some.
  'StartupMilestones',
  // The startup CSV import: a preview, its rows and the outcome, values without an identity.
  'StartupImportPreview',
  'StartupImportRow',
  'StartupImportResult',
  // The taxonomy editor: a tag with how often it is used.
  'TagWithUsage',
  // The community directory: a page of people or startups, and a profile's social links.
  'CommunitySearchPage',
  'ProfileSocialLinks',
  // Profile fields: a profile form's answers (formId, entityId) and each field's answer, values without an identity.
  'ProfileFieldValues',
  'ProfileFieldValue',
  'CustomFieldValue',
  // Custom field analytics: a kind's answers, each field's statistics, values without an identity.
  'CustomFieldAnalytics',
  'CustomFieldStats',
  'CustomFieldNumberStats',
  'CustomFieldMonthCount',
  // Profile forms: a field's place on a form (the field and whether it is required), a value without an identity.
  'ProfileFormItem',
  // Forms: a page of the list, texts, and questions, whose ids repeat across versions and copies of a form.
  'FormList',
  'FormText',
  'FormQuestion',
  // The application file (issue 14): a page of activities, the answers, the decision e-mail preview, and the
  // application's own values without an identity.
  'ApplicationActivities',
  'ApplicationAnswers',
  'ApplicationDecisionEmail',
  'ApplicationViewerCan',
  'ApplicationMember',
  // Funnels: what the viewer may do with one, a value without an identity.
  'FunnelViewerCan',
  // The applications overview (issue 14): a page, the queue bar's counts, the page's options and batch results. A
  // choice question's id repeats across intake forms.
  'ApplicationPage',
  'ApplicationQueue',
  'ApplicationQueueStatus',
  'ApplicationQueueRound',
  'ApplicationsOverview',
  'ApplicationChoiceQuestion',
  'ApplicationChoiceOption',
  'ApplicationBatchItemResult',
  'ApplicationBatchOperationUpdate',
  // Evaluations (issue 15): a round read a page and a search at a time, an application as one round sees it (the same
  // application has other evaluators in another round), the solver's proposal and the results, values of one answer.
  'EvaluationRound',
  'EvaluationEvaluator',
  'EvaluationApplication',
  'EvaluationConflict',
  'EvaluationSolverPreview',
  'EvaluationSolverPair',
  'EvaluationSolverLoad',
  'EvaluationShortfall',
  'EvaluationResults',
  'EvaluationResultRow',
  'EvaluationAggregates',
  'EvaluationCriterion',
  'EvaluationCriterionScore',
  'EvaluationEvaluatorProfile',
  'EvaluationAgreement',
  'EvaluationMissingReview',
  'EvaluationReviewSection',
  'EvaluationOtherScore',
  // Coaching and availability (issue 16): a person's availability as a whole, the free slots of one request.
  'Availability',
  'FreeSlot',
  'CoachingHost',
  // Coaching administration (issue 16): the organisation's mentor matching settings, the hours report's rows, what
  // the viewer may do with a session.
  'MentorMatchingSettings',
  'CoachingHoursRow',
  'CoachingSessionViewerCan',
  // Metric settings (issue 17 point 8a): the organisation's, one object.
  'MetricSettings',
  // Coaching evaluations (issue 16): one person's sheet (no id before anything was saved).
  'CoachingEvaluationSheet',
] as const;

const embedded = () => null;

/** Every cached page of a list field, whatever its arguments, is asked again. */
function invalidateList(cache: Cache, fieldName: string) {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === fieldName) cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
  }
}
const invalidateForms = (_result: unknown, _args: unknown, cache: Cache) => invalidateList(cache, 'forms');
/** A change of an application's status or interview adds an entry to its activities and changes its startup's list. */
const invalidateApplicationActivities = (_result: unknown, _args: unknown, cache: Cache) => {
  invalidateList(cache, 'applicationActivities');
  invalidateList(cache, 'startupApplications');
};
const invalidateFunnels = (_result: unknown, _args: unknown, cache: Cache) => invalidateList(cache, 'funnels');
const invalidateDecisionEmails = (_result: unknown, _args: unknown, cache: Cache) =>
  invalidateList(cache, 'funnelDecisionEmails');
/** A change of a round's pool or assignments changes its page, the rounds' progress, its results and the queues. */
const invalidateEvaluations = (_result: unknown, _args: unknown, cache: Cache) => {
  for (const field of ['evaluationRound', 'evaluationRounds', 'evaluationResults', 'myEvaluations'])
    invalidateList(cache, field);
};
/** A review saved, submitted or given up changes the evaluator's queue (and, submitted, the round's progress). */
const invalidateMyEvaluations = (_result: unknown, _args: unknown, cache: Cache) =>
  invalidateList(cache, 'myEvaluations');

/** A change of someone's availability changes their availability and the slots founders see. */
const invalidateAvailability = (_result: unknown, _args: unknown, cache: Cache) => {
  invalidateList(cache, 'availability');
  invalidateList(cache, 'freeSlots');
};

/** A booked, moved, cancelled or deleted session changes the calendars, the free slots and the minutes left. */
const invalidateCoachingSessions = (_result: unknown, _args: unknown, cache: Cache) => {
  for (const field of ['calendarEntries', 'freeSlots', 'coachingHosts', 'coachingSessions'])
    invalidateList(cache, field);
};

/** Lists the cache cannot complete by itself: a created or deleted role changes the organisation's roles. */
const updates = {
  Mutation: {
    // Forms: the list's pages change order, count or membership with every change of a form.
    createForm: invalidateForms,
    updateForm: invalidateForms,
    duplicateForm: invalidateForms,
    archiveForm: invalidateForms,
    deleteForm: (_result: unknown, args: { id?: unknown }, cache: Cache) => {
      if (typeof args.id === 'string') cache.invalidate({ __typename: 'Form', _id: args.id });
      invalidateList(cache, 'forms');
    },
    moveApplication: invalidateApplicationActivities,
    decideApplication: invalidateApplicationActivities,
    publishApplicationDecisions: invalidateApplicationActivities,
    scheduleApplicationMeeting: invalidateApplicationActivities,
    rescheduleApplicationMeeting: invalidateApplicationActivities,
    cancelApplicationMeeting: invalidateApplicationActivities,
    // Funnels: a new, archived, restored or deleted funnel changes the list's membership.
    createFunnel: invalidateFunnels,
    archiveFunnel: invalidateFunnels,
    deleteFunnel: (_result: unknown, args: { id?: unknown }, cache: Cache) => {
      if (typeof args.id === 'string') cache.invalidate({ __typename: 'Funnel', _id: args.id });
      invalidateList(cache, 'funnels');
    },
    saveFunnelDecisionEmail: invalidateDecisionEmails,
    deleteFunnelDecisionEmail: invalidateDecisionEmails,
    // Evaluations (issue 15).
    updateEvaluationRound: invalidateEvaluations,
    setRoundEvaluators: invalidateEvaluations,
    assignEvaluators: invalidateEvaluations,
    unassignEvaluation: invalidateEvaluations,
    applyEvaluationAssignment: invalidateEvaluations,
    remindEvaluators: (_result: unknown, _args: unknown, cache: Cache) => invalidateList(cache, 'evaluationResults'),
    saveEvaluationDraft: invalidateMyEvaluations,
    submitEvaluation: invalidateEvaluations,
    declareEvaluationConflict: invalidateEvaluations,
    // Coaching and availability (issue 16).
    updateCoachingSettings: invalidateAvailability,
    addWeeklyAvailability: invalidateAvailability,
    updateWeeklyAvailability: invalidateAvailability,
    removeWeeklyAvailability: invalidateAvailability,
    addAvailabilityException: invalidateAvailability,
    removeAvailabilityException: invalidateAvailability,
    bookCoachingSession: invalidateCoachingSessions,
    rescheduleCoachingSession: invalidateCoachingSessions,
    cancelCoachingSession: invalidateCoachingSessions,
    deleteCoachingSession: (_result: unknown, args: { id?: unknown }, cache: Cache) => {
      if (typeof args.id === 'string') cache.invalidate({ __typename: 'CoachingSession', _id: args.id });
      invalidateCoachingSessions(_result, args, cache);
    },
    // Coaching administration: the settings and allocations change the report's minutes.
    updateMentorMatchingSettings: (_result: unknown, _args: unknown, cache: Cache) => {
      cache.invalidate('Query', 'mentorMatchingSettings');
      cache.invalidate('Query', 'coachingHoursReport');
    },
    setHourAllocation: (_result: unknown, _args: unknown, cache: Cache) => {
      cache.invalidate('Query', 'coachingHoursReport');
    },
    // A staff correction of a reported value: the startup's analytics tab reads the series again.
    correctMetricData: (_result: unknown, _args: unknown, cache: Cache) => invalidateList(cache, 'startupMetricSeries'),
    updateMetricSettings: (_result: unknown, _args: unknown, cache: Cache) =>
      cache.invalidate('Query', 'metricSettings'),
    createRole: (_result: unknown, _args: unknown, cache: Cache) => cache.invalidate('Query', 'roles'),
    // The menus depend on the custom navigation: the shell's setUp query fetches them again.
    updateCustomNavigation: (_result: unknown, _args: unknown, cache: Cache) => cache.invalidate('Query', 'setUp'),
    // A new word for a startup: the menus, titles and search (UseStartupLabel) fetch it again.
    updateIncubatorSettings: (
      _result: unknown,
      args: { input?: { startupNameAlternative?: unknown } },
      cache: Cache,
    ) => {
      if (args.input?.startupNameAlternative) cache.invalidate('Query', 'startupNameAlternative');
    },
    deleteRole: (_result: unknown, args: { roleId?: unknown }, cache: Cache) => {
      if (typeof args.roleId === 'string') cache.invalidate({ __typename: 'Role', _id: args.roleId });
      cache.invalidate('Query', 'roles');
    },
  },
};

/** graphcache with the app's keys and updates. */
export function normalisedCacheExchange(): Exchange {
  return cacheExchange({
    keys: {
      ...Object.fromEntries(EMBEDDED_TYPES.map((typename) => [typename, embedded])),
      CoachingSessionEvaluation: (evaluation) =>
        typeof evaluation.sessionId === 'string' ? evaluation.sessionId : null,
      CoachingSettings: (settings) => (typeof settings.userId === 'string' ? settings.userId : null),
      PermissionDefinition: (definition) => (typeof definition.key === 'string' ? definition.key : null),
    },
    updates,
  });
}
