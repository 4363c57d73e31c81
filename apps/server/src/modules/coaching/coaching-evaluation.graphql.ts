import { COACHING_EVALUATION_SIDES } from '@cohort/shared';
import { isUuid } from '../../platform/db/ids.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { UserAvatarRef } from '../directory/index.ts';
import {
  type CoachingEvaluationSheetView,
  type CoachingSessionEvaluationView,
  coachingSessionEvaluation,
  saveCoachingEvaluationDraft,
  submitCoachingEvaluation,
} from './coaching-evaluation.service.ts';

/**
 * Coaching evaluations (issue 16): a session's evaluation forms and answers as the viewer may read them, a draft
 * saved as they type, and the submission (checked by the forms engine, once). Refusals: COACHING_MESSAGES.
 */
const signedIn = { authenticated: true } as const;

function sessionId(value: string | number): string {
  const id = String(value);
  if (!isUuid(id)) throw new NotFoundError('This coaching session');
  return id;
}

const SideRef = builder.enumType('CoachingEvaluationSide', { values: COACHING_EVALUATION_SIDES });

const SheetRef = builder.objectRef<CoachingEvaluationSheetView>('CoachingEvaluationSheet').implement({
  description: "One person's evaluation of a session: the form (the version answered) and the answers",
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: true, description: 'Null before anything was saved' }),
    side: t.field({ type: SideRef, resolve: (s) => s.side }),
    respondent: t.field({ type: UserAvatarRef, nullable: true, resolve: (s) => s.respondent }),
    formId: t.exposeID('formId'),
    formTitle: t.exposeString('formTitle'),
    questions: t.field({
      type: 'JSON',
      description: 'FormQuestion[] of the shared forms engine',
      resolve: (s) => s.questions,
    }),
    languages: t.exposeStringList('languages'),
    status: t.exposeString('status', { nullable: true, description: 'draft, submitted, or null (nothing saved)' }),
    answers: t.field({ type: 'JSON', resolve: (s) => s.answers }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submittedAt }),
  }),
});

const EvaluationRef = builder.objectRef<CoachingSessionEvaluationView>('CoachingSessionEvaluation').implement({
  description: "A session's evaluations as the viewer may read them (spec 02 CoachingSession evaluationForms/Answers)",
  fields: (t) => ({
    sessionId: t.exposeID('sessionId'),
    ended: t.exposeBoolean('ended'),
    side: t.field({ type: SideRef, nullable: true, resolve: (e) => e.side }),
    mine: t.field({ type: SheetRef, nullable: true, resolve: (e) => e.mine }),
    canFill: t.exposeBoolean('canFill'),
    blockedReason: t.exposeString('blockedReason', { nullable: true }),
    others: t.field({
      type: [SheetRef],
      description: "Others' submitted evaluations: both sides for the programme team, none for anyone else",
      resolve: (e) => e.others,
    }),
    readsAll: t.exposeBoolean('readsAll'),
  }),
});

builder.queryFields((t) => ({
  coachingSessionEvaluation: t.field({
    type: EvaluationRef,
    authScopes: signedIn,
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => coachingSessionEvaluation(ctx, sessionId(args.sessionId)),
  }),
}));

builder.mutationFields((t) => ({
  saveCoachingEvaluationDraft: t.field({
    type: EvaluationRef,
    description: "Keeps the viewer's answers as a draft (any answers of the form's questions)",
    authScopes: signedIn,
    args: { sessionId: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, ctx) => saveCoachingEvaluationDraft(ctx, sessionId(args.sessionId), args.answers),
  }),
  submitCoachingEvaluation: t.field({
    type: EvaluationRef,
    description: "Submits the viewer's evaluation (checked by the forms engine, once) and ticks their task",
    authScopes: signedIn,
    args: { sessionId: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, ctx) => submitCoachingEvaluation(ctx, sessionId(args.sessionId), args.answers),
  }),
}));
