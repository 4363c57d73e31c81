import { z } from 'zod';
import { emailSchema, passwordSchema } from './identity.ts';
import { isLanguage } from './languages.ts';
import {
  calendarDay,
  formatMessage,
  INVALID_DATE_MESSAGE,
  isStorableDate,
  isStorableText,
  optionalText,
  requiredText,
  UNSTORABLE_TEXT_MESSAGE,
  VALIDATION_MESSAGES,
} from './validation.ts';

/**
 * Applications and funnels (spec 02 §2 "Applications and funnels", §4 "Application statuses").
 * The statuses are the union of the spec's two readings; the transitions are ours (docs/decisions.md).
 */
export const APPLICATION_STATUSES = [
  'draft',
  'ready_for_invitation',
  'ready_for_meeting',
  'under_review',
  'pending_decision',
  'accepted',
  'rejected',
  'delay_rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** "All pending" of spec 02 §4: submitted and not decided. */
export const PENDING_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'ready_for_invitation',
  'ready_for_meeting',
  'under_review',
  'pending_decision',
];
/** "Evaluation in Progress" of spec 02 §4. */
export const EVALUATION_IN_PROGRESS_STATUSES: readonly ApplicationStatus[] = [
  'ready_for_invitation',
  'ready_for_meeting',
];
/** Decided: only a decision changes them (delay_rejected may be reconsidered). */
export const DECIDED_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['accepted', 'rejected', 'delay_rejected'];

/**
 * The rounds of a funnel, in the order staff arrange them. A form round asks the applicant for a further form, an
 * evaluation round is reviewed by evaluators (the evaluation issue), a meeting round is an interview, and the
 * decision round ends the funnel (one per funnel, always last).
 */
export const ROUND_KINDS = ['form', 'evaluation', 'meeting', 'decision'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

/** The status an application takes when it is moved into a round of this kind. */
export function statusForRound(kind: RoundKind): ApplicationStatus {
  switch (kind) {
    case 'meeting':
      return 'ready_for_invitation';
    case 'decision':
      return 'pending_decision';
    default:
      return 'under_review';
  }
}

/**
 * Every allowed change of status (enforced by the server; docs/decisions.md "Applications and funnels").
 * draft → under_review is the submission; moves between rounds give the round's status; a meeting scheduled or
 * cancelled moves between ready_for_invitation and ready_for_meeting; a published decision ends in accepted,
 * rejected or delay_rejected. accepted and rejected are final; delay_rejected (kept for a later decision) may be
 * reconsidered.
 */
export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['under_review'],
  under_review: ['under_review', 'ready_for_invitation', 'pending_decision', 'accepted', 'rejected', 'delay_rejected'],
  ready_for_invitation: [
    'ready_for_meeting',
    'under_review',
    'pending_decision',
    'accepted',
    'rejected',
    'delay_rejected',
  ],
  ready_for_meeting: [
    'ready_for_invitation',
    'under_review',
    'pending_decision',
    'accepted',
    'rejected',
    'delay_rejected',
  ],
  pending_decision: ['under_review', 'ready_for_invitation', 'accepted', 'rejected', 'delay_rejected'],
  delay_rejected: ['under_review', 'ready_for_invitation', 'pending_decision', 'accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

export function canChangeApplicationStatus(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

/** Decision actions (spec 02 §4 reading B) and the status each publishes. */
export const DECISION_ACTIONS = ['accept', 'reject', 'delay_reject'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];
export const DECISION_STATUS: Readonly<Record<DecisionAction, ApplicationStatus>> = {
  accept: 'accepted',
  reject: 'rejected',
  delay_reject: 'delay_rejected',
};

/** Interview states (spec 02 §4). */
export const MEETING_STATES = ['pending', 'meeting_scheduled', 'meeting_canceled'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

export const APPLICATIONS_PAGE_SIZE = 25;
/** The most applications one batch action takes. */
export const APPLICATION_BATCH_LIMIT = 1000;
/** The batch panel of applications closes itself this long after an overall success (spec 01 §9). */
export const APPLICATION_BATCH_DISMISS_MS = 5_000;
export const APPLICATION_BATCH_ACTIONS = ['MOVE_TO_ROUND', 'DECIDE', 'ADD_TAG', 'REMOVE_TAG', 'DELETE'] as const;
export type ApplicationBatchActionType = (typeof APPLICATION_BATCH_ACTIONS)[number];

/** The overview's status groups (spec 02 §4): "All pending" and "Evaluation in Progress". */
export const APPLICATION_STATUS_GROUPS = ['ALL_PENDING', 'EVALUATION_IN_PROGRESS'] as const;
export type ApplicationStatusGroup = (typeof APPLICATION_STATUS_GROUPS)[number];
export const APPLICATION_STATUS_GROUP_STATUSES: Readonly<Record<ApplicationStatusGroup, readonly ApplicationStatus[]>> =
  {
    ALL_PENDING: PENDING_APPLICATION_STATUSES,
    EVALUATION_IN_PROGRESS: EVALUATION_IN_PROGRESS_STATUSES,
  };
/** The overview's round filter: a round id, or this value for the applications still in the intake (no round). */
export const APPLICATION_INTAKE_ROUND = 'intake';
export const APPLICATION_SORT_FIELDS = ['CREATED_AT', 'SUBMITTED_AT', 'STARTUP_NAME', 'STATUS_CHANGED_AT'] as const;
export type ApplicationSortField = (typeof APPLICATION_SORT_FIELDS)[number];
/** How many co-founders an applicant may invite to one application. */
export const APPLICATION_COFOUNDERS_MAX = 10;

/** The refusals of the applications area: the server's messages, matched by code in the web app's translations. */
export const APPLICATION_MESSAGES = {
  callClosed: 'The deadline of this call has passed: applications are closed',
  callNotOpen: 'This call is not open for applications yet',
  alreadySubmitted: 'This application was already submitted',
  duplicate: 'You have already applied to this call',
  transition: 'An application cannot go from {from} to {to}',
  notDraft: 'Only a draft can be changed by its applicant',
  notSubmitted: 'This application is still a draft: it moves once its applicant submits it',
  notYourRound: 'This round does not ask you for a form',
  roundFormMissing: 'A form round needs a form',
  decisionLast: 'The decision round must be the last round',
  oneDecision: 'A funnel has exactly one decision round',
  slugTaken: 'This address is already used by another call',
  closesBeforeOpens: 'The closing date must be after the opening date',
  intakeMissing: 'Choose the intake form applicants fill',
  funnelHasApplications: 'This funnel has submitted applications: close it instead of deleting it',
  roundHasApplications: 'Applications are in this round: move them before removing it',
  applicantRole: 'Only applicants and founders can apply: sign in with an applicant account',
  emailTaken: 'An account already uses this e-mail: sign in to apply',
  leadClaimed: 'This application was already claimed',
  notAccepted: 'Only an accepted application has a startup',
  cofoundersNotAllowed: 'This call does not take co-founders',
  cofoundersMax: 'An application has at most {max} co-founders',
  cofounderExists: 'This person is already on the application',
  cofounderRole: 'This address belongs to an account that cannot join an application',
  ownerStays: 'The applicant stays on their application',
  leadUnclaimed: 'This application waits for its applicant to claim it',
  leadExists: 'This person already has an application to this call',
  signedIn: 'You are already signed in: sign out to create another account',
  tooManySignUps: 'Too many accounts were created from here: try again in a few minutes',
  ssoOnly: 'This organisation signs people in with its identity provider',
  periodOrder: 'The end date must be on or after the start date',
  periodTooLong: 'Choose a period of at most {max} days',
  meetingRoundOnly: 'Move the application into an interview round before scheduling its interview',
  meetingAlreadyScheduled: 'An interview is already scheduled: reschedule it instead',
  meetingNotScheduled: 'No interview is scheduled for this application',
  meetingEndsBeforeStart: 'The interview must end after it starts',
  meetingAttendee: 'Interview attendees are members of the programme team',
  noPreparedDecision: 'No decision is prepared for this application',
  programGone: "The programme of this call no longer exists: choose one in the call's settings before accepting",
  privateComment: 'Only the programme team may write private comments',
  replyToReply: 'Reply to the comment itself',
  funnelAdminRole: 'Only members of the staff can run a funnel',
  funnelAdminMissing: 'A funnel needs at least one admin',
  emailLanguage: 'Choose one of the interface languages',
  batchEmpty: 'Select at least one application',
  batchTooMany: 'A batch holds at most {max} applications',
  batchTargetMissing: 'This item was not found',
  batchItemGone: 'This application does not exist anymore',
  batchItemForbidden: 'You are not allowed to do this',
  draftNotMovable: 'A draft cannot be moved into a round before it is submitted',
  roundOfOtherFunnel: "This round is not one of this application's funnel",
} as const;
export type ApplicationMessageKey = keyof typeof APPLICATION_MESSAGES;

/** A call's address: /apply/program/:slug. */
export const FUNNEL_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;

/** A lower-case, dash-separated slug from a name ("Spring Accelerator 2027" → "spring-accelerator-2027"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

const instant = (field: string) =>
  z
    .string()
    .refine(
      (value) => !Number.isNaN(Date.parse(value)) && isStorableDate(new Date(value)),
      formatMessage('{field} is not a valid date', { field }),
    )
    .transform((value) => new Date(value))
    .nullish()
    .transform((value) => value ?? null);

/** A call's settings (the funnel management form and the builder's settings panel). */
export const funnelSchema = z
  .object({
    name: requiredText('Name', 160),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(FUNNEL_SLUG_PATTERN, formatMessage(VALIDATION_MESSAGES.invalid, {}))
      .nullish(),
    programId: z.string().uuid(formatMessage(VALIDATION_MESSAGES.required, { field: 'Programme' })),
    description: optionalText('Description', 20_000).transform((value) => value || null),
    eligibility: optionalText('Eligibility', 10_000).transform((value) => value || null),
    cover: optionalText('Cover', 2_000).transform((value) => value || null),
    opensAt: instant('Opening date'),
    closesAt: instant('Closing date'),
    intakeFormId: z.string().uuid(APPLICATION_MESSAGES.intakeMissing).nullish(),
    allowCofounders: z.boolean().default(true),
    anonymous: z.boolean().default(false),
  })
  .superRefine((value, context) => {
    if (value.opensAt && value.closesAt && value.closesAt <= value.opensAt) {
      context.addIssue({ code: 'custom', path: ['closesAt'], message: APPLICATION_MESSAGES.closesBeforeOpens });
    }
  });
export type FunnelInput = z.input<typeof funnelSchema>;
export type FunnelValues = z.output<typeof funnelSchema>;

export const roundSchema = z
  .object({
    id: z.string().uuid().nullish(),
    kind: z.enum(ROUND_KINDS),
    name: requiredText('Name', 120),
    description: optionalText('Description', 5_000).transform((value) => value || null),
    formId: z.string().uuid().nullish(),
    deadline: instant('Deadline'),
  })
  .superRefine((value, context) => {
    if (value.kind === 'form' && !value.formId) {
      context.addIssue({ code: 'custom', path: ['formId'], message: APPLICATION_MESSAGES.roundFormMissing });
    }
  });
export type RoundInput = z.input<typeof roundSchema>;
export type RoundValues = z.output<typeof roundSchema>;

/** The rounds of a funnel: at most 20, exactly one decision round, and it comes last. */
export const roundsSchema = z
  .array(roundSchema)
  .max(20)
  .superRefine((rounds, context) => {
    const decisions = rounds.filter((round) => round.kind === 'decision').length;
    if (decisions !== 1) context.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.oneDecision });
    else if (rounds.at(-1)?.kind !== 'decision') {
      context.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.decisionLast });
    }
  });

/** A comment on an application (the activities tab): public ones are seen by the applicant too. */
export const applicationCommentSchema = z.object({
  message: z
    .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field: 'Message' }) })
    .trim()
    .min(1, formatMessage(VALIDATION_MESSAGES.required, { field: 'Message' }))
    .max(20_000, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Message', max: 20_000 }))
    .refine(isStorableText, formatMessage(UNSTORABLE_TEXT_MESSAGE, { field: 'Message' })),
  isPublic: z.boolean().default(false),
  parentId: z.string().uuid().nullish(),
});

/** A decision e-mail of a funnel, per decision and language ({firstName}, {startupName}, {funnelName} are filled in). */
export const decisionEmailSchema = z.object({
  action: z.enum(DECISION_ACTIONS),
  language: z.string().refine(isLanguage, APPLICATION_MESSAGES.emailLanguage),
  subject: requiredText('Subject', 200),
  body: requiredText('Message', 20_000),
});
export const DECISION_EMAIL_PLACEHOLDERS = [
  'firstName',
  'lastName',
  'startupName',
  'funnelName',
  'organisationName',
] as const;

/** The activities tab of an application (comments and status changes): entries per page. */
export const APPLICATION_ACTIVITIES_PAGE_SIZE = 20;
/** The most files one comment on an application carries. */
export const APPLICATION_COMMENT_FILES_MAX = 10;
/** The most staff attendees of one interview. */
export const APPLICATION_MEETING_ATTENDEES_MAX = 20;
/** The lengths offered for an interview, in minutes (spec 02 §9 session durations). */
export const APPLICATION_MEETING_DURATIONS = [15, 20, 30, 40, 45, 60, 75, 80, 90, 100, 105, 120] as const;
/** An interview lasts at most this long (a day). */
export const APPLICATION_MEETING_MAX_MINUTES = 24 * 60;

/** An interview of a meeting round (schedule and reschedule): times, place or video link, message, staff attendees. */
export const applicationMeetingSchema = z
  .object({
    startsAt: z
      .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field: 'Start' }) })
      .refine(
        (value) => !Number.isNaN(Date.parse(value)) && isStorableDate(new Date(value)),
        formatMessage('{field} is not a valid date', { field: 'Start' }),
      )
      .transform((value) => new Date(value)),
    endsAt: z
      .string({ error: formatMessage(VALIDATION_MESSAGES.required, { field: 'End' }) })
      .refine(
        (value) => !Number.isNaN(Date.parse(value)) && isStorableDate(new Date(value)),
        formatMessage('{field} is not a valid date', { field: 'End' }),
      )
      .transform((value) => new Date(value)),
    location: optionalText('Place', 500).transform((value) => value || null),
    conferenceUrl: z
      .string()
      .trim()
      .max(2_000, formatMessage(VALIDATION_MESSAGES.textMax, { field: 'Video link', max: 2_000 }))
      .refine(
        (value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)),
        formatMessage(VALIDATION_MESSAGES.url, { field: 'Video link' }),
      )
      .nullish()
      .transform((value) => value || null),
    message: optionalText('Message', 5_000).transform((value) => value || null),
    attendeeIds: z.array(z.string().uuid()).max(APPLICATION_MEETING_ATTENDEES_MAX).default([]),
  })
  .superRefine((value, context) => {
    const minutes = (value.endsAt.getTime() - value.startsAt.getTime()) / 60_000;
    if (minutes <= 0 || minutes > APPLICATION_MEETING_MAX_MINUTES) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: APPLICATION_MESSAGES.meetingEndsBeforeStart });
    }
  });
export type ApplicationMeetingInput = z.input<typeof applicationMeetingSchema>;

/** A decision e-mail's text with its placeholders (`DECISION_EMAIL_PLACEHOLDERS`, written `{firstName}`) filled in. */
export function fillDecisionPlaceholders(
  template: string,
  values: Partial<Record<(typeof DECISION_EMAIL_PLACEHOLDERS)[number], string>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (DECISION_EMAIL_PLACEHOLDERS as readonly string[]).includes(name)
      ? (values[name as (typeof DECISION_EMAIL_PLACEHOLDERS)[number]] ?? '')
      : whole,
  );
}

/**
 * What the funnels management list says of a call: archived, a draft (never published or taken off), closed (past
 * its closing date), opening later (its opening date ahead) or open.
 */
export const FUNNEL_STATES = ['draft', 'open', 'scheduled', 'closed', 'archived'] as const;
export type FunnelState = (typeof FUNNEL_STATES)[number];

export function funnelState(
  funnel: {
    publishedAt: Date | string | null;
    opensAt: Date | string | null;
    closesAt: Date | string | null;
    archivedAt: Date | string | null;
  },
  now: Date = new Date(),
): FunnelState {
  if (funnel.archivedAt) return 'archived';
  if (!funnel.publishedAt) return 'draft';
  if (funnel.closesAt && new Date(funnel.closesAt) <= now) return 'closed';
  if (funnel.opensAt && new Date(funnel.opensAt) > now) return 'scheduled';
  return 'open';
}

/** Whether a call takes submissions at `now`: opened (or no opening date) and not closed. */
export function isCallOpen(
  funnel: { publishedAt: Date | string | null; opensAt: Date | string | null; closesAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (!funnel.publishedAt) return false;
  if (funnel.opensAt && new Date(funnel.opensAt) > now) return false;
  if (funnel.closesAt && new Date(funnel.closesAt) <= now) return false;
  return true;
}

/** A person named by e-mail and name: a co-founder invited to an application, or the person of a lead. */
export const applicationPersonSchema = z.object({
  email: emailSchema('Email'),
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
});

/** The sign-up of /application/new: an applicant account and the startup it applies with (spec 01 §2.1). */
export const applySignUpSchema = applicationPersonSchema.extend({
  password: passwordSchema('Password'),
  startupName: requiredText('Startup name', 120),
});

/** An application staff create for someone (the create menu's Application Lead). */
export const applicationLeadSchema = applicationPersonSchema.extend({
  funnelId: z.string().uuid('Choose the call'),
  startupName: requiredText('Startup name', 120),
});

/**
 * Sign-ups to apply are limited per address and organisation, and per organisation, in a window (in memory, per
 * instance): enough for a room of founders at a demo day, not for a script creating accounts.
 */
export const APPLY_SIGN_UP_LIMIT = { perAddress: 10, perOrganisation: 200, windowMs: 10 * 60 * 1000 } as const;

/**
 * The colour of each status wherever it shows (spec 02 §4 status colours: green, blue, orange, red; a draft is
 * neutral): blue while it is reviewed, orange while a decision or an interview waits, green and red once decided.
 */
export const APPLICATION_STATUS_COLOURS: Readonly<
  Record<ApplicationStatus, 'gray' | 'blue' | 'orange' | 'green' | 'red'>
> = {
  draft: 'gray',
  under_review: 'blue',
  ready_for_invitation: 'orange',
  ready_for_meeting: 'orange',
  pending_decision: 'orange',
  delay_rejected: 'orange',
  accepted: 'green',
  rejected: 'red',
};
/**
 * The applications dashboard (/applications/analytics, issue 14 point 7): the choice questions of the intake form it
 * counts per option, the longest period its daily chart draws, and its filter (days in the organisation's time zone).
 */
export const DASHBOARD_CHOICE_TYPES = [
  'select_radio',
  'select_dropdown',
  'select_checkbox',
  'select_multi_dropdown',
] as const;
export const APPLICATIONS_DASHBOARD_MAX_DAYS = 1096;
export const applicationsDashboardFilterSchema = z
  .object({
    funnelId: z.string().uuid(formatMessage(VALIDATION_MESSAGES.invalid, {})).nullish(),
    from: calendarDay(formatMessage(INVALID_DATE_MESSAGE, { field: 'Start date' })).nullish(),
    to: calendarDay(formatMessage(INVALID_DATE_MESSAGE, { field: 'End date' })).nullish(),
  })
  .superRefine((value, context) => {
    if (!value.from || !value.to) return;
    if (value.to < value.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: APPLICATION_MESSAGES.periodOrder });
      return;
    }
    const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 + 1;
    if (days > APPLICATIONS_DASHBOARD_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: formatMessage(APPLICATION_MESSAGES.periodTooLong, { max: APPLICATIONS_DASHBOARD_MAX_DAYS }),
      });
    }
  });
export type ApplicationsDashboardFilter = z.output<typeof applicationsDashboardFilterSchema>;

/** Exports of applications (issue 14 point 8): the most applications one zip of PDFs takes. */
export const APPLICATION_PDF_EXPORT_LIMIT = 1000;
const storableSearch = z.string().trim().max(200).refine(isStorableText);
const overviewIds = z.array(z.string().uuid()).max(50);

/**
 * What a saved view of the applications overview holds (and what its address holds): the same filters as the
 * `applications` query, its sort, and days (yyyy-MM-dd) for the created range. Nothing else is stored.
 */
export const applicationViewFiltersSchema = z
  .object({
    search: storableSearch.optional(),
    funnelIds: overviewIds.optional(),
    roundIds: z
      .array(z.union([z.string().uuid(), z.literal(APPLICATION_INTAKE_ROUND)]))
      .max(50)
      .optional(),
    statuses: z.array(z.enum(APPLICATION_STATUSES)).max(APPLICATION_STATUSES.length).optional(),
    statusGroups: z.array(z.enum(APPLICATION_STATUS_GROUPS)).max(APPLICATION_STATUS_GROUPS.length).optional(),
    tagIds: overviewIds.optional(),
    createdFrom: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    createdTo: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    answers: z
      .array(
        z
          .object({
            questionId: z.string().min(1).max(200).refine(isStorableText),
            values: z.array(z.string().max(200).refine(isStorableText)).min(1).max(100),
          })
          .strict(),
      )
      .max(20)
      .optional(),
    includeDrafts: z.boolean().optional(),
    sort: z.enum(APPLICATION_SORT_FIELDS).optional(),
    direction: z.enum(['ASC', 'DESC']).optional(),
  })
  .strict();
export type ApplicationViewFilters = z.infer<typeof applicationViewFiltersSchema>;
