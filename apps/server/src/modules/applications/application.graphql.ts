import { APPLICATION_STATUSES, LANGUAGES, MEETING_STATES, type MeetingState, requiredText } from '@cohort/shared';
import { z } from 'zod';
import { builder } from '../../platform/graphql/builder.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ForbiddenError, parseInput } from '../../platform/graphql/errors.ts';
import { UserAvatarRef } from '../directory/index.ts';
import { FunnelRoundRef, type FunnelRoundRow } from '../funnels/index.ts';
import { StartupRefType } from '../startups/index.ts';
import { TagRef } from '../taxonomy/index.ts';
import {
  type ApplicationMember,
  type ApplicationSheet,
  type ApplicationView,
  anonymousApplicantCode,
  deleteApplication,
  findApplicationView,
  moveApplication,
  myApplications,
  startApplication,
} from './application.service.ts';
import { ApplicationRef } from './application.refs.ts';
import { notifyStatusChange } from './application-decision.service.ts';
import { cancelMeetingLeftBehind } from './application-meeting.service.ts';
import type { ApplicationMeetingRow } from './application.table.ts';

export const ApplicationStatusRef = builder.enumType('ApplicationStatus', { values: APPLICATION_STATUSES });
const MeetingStateRef = builder.enumType('ApplicationMeetingState', { values: MEETING_STATES });
const NextStepRef = builder.enumType('ApplicationNextStep', {
  description: 'What the application asks of its applicant now',
  values: ['FILL_INTAKE', 'FILL_ROUND', 'MEETING', 'WAIT', 'DECIDED'] as const,
});

const ApplicationFunnelRef = builder.objectRef<ApplicationView['funnel']>('ApplicationFunnel').implement({
  description: 'The call an application was made to, as its applicant may see it',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    allowCofounders: t.exposeBoolean('allowCofounders'),
    intakeFormId: t.exposeID('intakeFormId', { nullable: true, description: 'The base id of the intake form' }),
    opensAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.opensAt }),
    closesAt: t.field({ type: 'DateTime', nullable: true, resolve: (f) => f.closesAt }),
  }),
});

const MemberRef = builder.objectRef<ApplicationMember>('ApplicationMember').implement({
  fields: (t) => ({
    role: t.exposeString('role', { description: 'owner or cofounder' }),
    user: t.field({ type: UserAvatarRef, nullable: true, resolve: (m) => m.user }),
  }),
});

const SheetRef = builder.objectRef<ApplicationSheet>('ApplicationSheet').implement({
  description: "Answers about the application: the intake form's or a form round's",
  fields: (t) => ({
    _id: t.exposeID('id'),
    formId: t.exposeID('formId', { description: 'The version answered' }),
    baseId: t.exposeID('baseId'),
    status: t.exposeString('status', { description: 'draft or submitted' }),
    answers: t.field({ type: 'JSON', resolve: (s) => s.answers }),
    language: t.exposeString('language'),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submittedAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (s) => s.updatedAt }),
  }),
});

export const MeetingRef = builder.objectRef<ApplicationMeetingRow>('ApplicationMeeting').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    state: t.field({ type: MeetingStateRef, resolve: (m) => m.state as MeetingState }),
    startsAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.endsAt }),
    location: t.exposeString('location', { nullable: true }),
    conferenceUrl: t.exposeString('conferenceUrl', { nullable: true }),
    message: t.exposeString('message', { nullable: true }),
  }),
});

const ViewerCanRef = builder.objectRef<ApplicationView['viewerCan']>('ApplicationViewerCan').implement({
  fields: (t) => ({
    viewAsStaff: t.exposeBoolean('viewAsStaff'),
    editDraft: t.exposeBoolean('editDraft'),
    process: t.exposeBoolean('process', { description: 'APPLICATION_FLOW:EDIT: move, tag, schedule interviews' }),
    decide: t.exposeBoolean('decide', { description: 'APPLICATION/DECIDE_ROUND:VIEW' }),
    delete: t.exposeBoolean('delete'),
    downloadDocuments: t.exposeBoolean('downloadDocuments'),
    seePrivateComments: t.exposeBoolean('seePrivateComments'),
  }),
});

function roundRow(view: ApplicationView): FunnelRoundRow | null {
  if (!view.round) return null;
  return {
    incubatorId: view.incubatorId,
    id: view.round.id,
    funnelId: view.funnelId,
    position: view.round.position,
    kind: view.round.kind,
    name: view.round.name,
    description: null,
    formId: view.round.formId,
    deadline: view.round.deadline ? new Date(view.round.deadline) : null,
    createdAt: new Date(0),
  };
}

/** What the application asks of its applicant now (the /applications list's "next" column). */
export function nextStepOf(view: ApplicationView): (typeof NextStepRef)['$inferType'] {
  if (view.status === 'draft') return 'FILL_INTAKE';
  if (view.status === 'accepted' || view.status === 'rejected') return 'DECIDED';
  if (view.round?.kind === 'form' && view.round.formId) {
    const sheet = view.sheets.find((s) => s.baseId === view.round?.formId);
    if (sheet?.status !== 'submitted') return 'FILL_ROUND';
  }
  if (view.meeting?.state === 'meeting_scheduled') return 'MEETING';
  return 'WAIT';
}

/** Fields only programme staff read (never the applicant: a prepared decision is not published yet). */
const staffOnly = <T>(view: ApplicationView, value: T): T | null => (view.viewerCan.viewAsStaff ? value : null);

ApplicationRef.implement({
  description: 'An application to a funnel',
  fields: (t) => ({
    _id: t.exposeID('id'),
    status: t.field({ type: ApplicationStatusRef, resolve: (a) => a.status }),
    funnel: t.field({ type: ApplicationFunnelRef, resolve: (a) => a.funnel }),
    round: t.field({ type: FunnelRoundRef, nullable: true, resolve: roundRow }),
    nextStep: t.field({ type: NextStepRef, resolve: nextStepOf }),
    startupName: t.exposeString('startupName', { nullable: true }),
    startup: t.field({ type: StartupRefType, nullable: true, resolve: (a) => a.startup }),
    applicant: t.field({
      type: UserAvatarRef,
      nullable: true,
      description: 'Null when the viewer may not know who applied (an anonymous funnel): see applicantLabel',
      resolve: (a) => (a.identityHidden ? null : a.applicant),
    }),
    applicantEmail: t.string({ nullable: true, resolve: (a) => (a.identityHidden ? null : a.applicantEmail) }),
    members: t.field({ type: [MemberRef], resolve: (a) => (a.identityHidden ? [] : a.members) }),
    applicantLabel: t.exposeString('applicantLabel', {
      nullable: true,
      description: '"Applicant #code" instead of the applicant when the viewer may not know who applied, else null',
    }),
    applicantCode: t.string({
      nullable: true,
      description: 'The code of applicantLabel (for a label in the interface language), else null',
      resolve: (a) => (a.identityHidden ? anonymousApplicantCode(a.id) : null),
    }),
    sheets: t.field({ type: [SheetRef], resolve: (a) => a.sheets }),
    meeting: t.field({ type: MeetingRef, nullable: true, resolve: (a) => a.meeting }),
    language: t.exposeString('language'),
    isLead: t.exposeBoolean('isLead'),
    tags: t.field({
      type: [TagRef],
      description: 'Staff only (TAGS:APPLICATION:VIEW)',
      resolve: (a) =>
        a.viewerCan.viewAsStaff
          ? a.tags.map((tag) => ({ ...tag, incubatorId: a.incubatorId, kind: 'application', createdAt: new Date(0) }))
          : [],
    }),
    duplicateCount: t.int({
      nullable: true,
      description: 'Staff only: other applications to the same call by the same startup',
      resolve: (a) => staffOnly(a, a.duplicateCount),
    }),
    preparedDecision: t.string({
      nullable: true,
      description: 'Staff only: the decision prepared, published later',
      resolve: (a) => staffOnly(a, a.preparedDecision),
    }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.submittedAt }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.decidedAt }),
    roundEnteredAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.roundEnteredAt }),
    statusChangedAt: t.field({ type: 'DateTime', resolve: (a) => a.statusChangedAt }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (a) => a.updatedAt }),
    viewerCan: t.field({ type: ViewerCanRef, resolve: (a) => a.viewerCan }),
  }),
});

const languageSchema = z.enum(LANGUAGES).catch('en');
const startupNameSchema = z.object({
  startupName: requiredText('Startup name', 120).nullish(),
});

async function reload(ctx: Ctx, id: string): Promise<ApplicationView> {
  const { viewer, incubatorId } = viewerOf(ctx);
  return findApplicationView(ctx.db, incubatorId, viewer, id);
}

builder.queryFields((t) => ({
  application: t.field({
    type: ApplicationRef,
    description: 'One application: its applicant and co-founders, or staff within their reach',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reload(ctx, String(args.id)),
  }),
  myApplications: t.field({
    type: [ApplicationRef],
    description: 'The applications the viewer made or was invited to (/applications), newest first',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      return myApplications(ctx.db, incubatorId, viewer);
    },
  }),
}));

builder.mutationFields((t) => ({
  startApplication: t.field({
    type: ApplicationRef,
    description: 'Starts a draft application to an open call (applicants and founders; one per person and call)',
    authScopes: { authenticated: true },
    args: {
      funnelId: t.arg.id({ required: true }),
      startupName: t.arg.string(),
      language: t.arg.string(),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const { startupName } = parseInput(startupNameSchema, { startupName: args.startupName ?? null });
      const id = await startApplication(ctx.db, incubatorId, viewer, String(args.funnelId), {
        startupName,
        language: languageSchema.parse(args.language),
      });
      return reload(ctx, id);
    },
  }),
  moveApplication: t.field({
    type: ApplicationRef,
    description: "Moves an application into a round of its funnel; it takes the round's status (APPLICATION_FLOW:EDIT)",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }), roundId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      const application = await reload(ctx, String(args.applicationId));
      if (!application.viewerCan.process) throw new ForbiddenError();
      await moveApplication(ctx.db, application, String(args.roundId), viewer.userId);
      const moved = await reload(ctx, application.id);
      // The application's people hear of moves staff make (changeApplicationStatus, issue 14 point 5).
      await notifyStatusChange(ctx, moved, moved.status);
      await cancelMeetingLeftBehind(ctx, moved);
      return moved;
    },
  }),
  deleteApplication: t.field({
    type: 'ID',
    description: "Deletes an application (APPLICATION:DELETE), or withdraws one's own (APPLICATION:OWN_DELETE)",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer } = viewerOf(ctx);
      const application = await reload(ctx, String(args.applicationId));
      if (!application.viewerCan.delete) throw new ForbiddenError();
      return deleteApplication(ctx.db, application, viewer.userId);
    },
  }),
}));
