import { builder } from '../../platform/graphql/builder.ts';
import { UserAvatarRef } from '../directory/index.ts';
import {
  applyEvaluationAssignment,
  assignEvaluators,
  declareEvaluationConflict,
  type EvaluationApplicationView,
  type EvaluationAssignmentView,
  type EvaluationEvaluatorView,
  type EvaluationReviewView,
  type EvaluationRoundSummary,
  type EvaluationRoundView,
  evaluationReview,
  evaluationRound,
  evaluationRounds,
  myEvaluations,
  type MyEvaluationView,
  previewEvaluationAssignment,
  remindEvaluators,
  saveEvaluationDraft,
  setRoundEvaluators,
  type SolverPreview,
  submitEvaluation,
  unassignEvaluation,
  updateEvaluationRound,
} from './evaluation.service.ts';
import { type StartupAssessmentView, startupAssessment } from './evaluation-assessment.service.ts';
import { type EvaluationResults, evaluationResults } from './evaluation-results.service.ts';

/**
 * Evaluation and selection (issue 15): a round's settings and pool, assignment by hand and by the solver, the
 * evaluator's queue and review, calibrated results. Every field authorises in the service (policies/evaluation.ts):
 * staff by EVALUATION_PARAMETER_EDITOR and their reach on the funnel, evaluators on their own assignments only.
 */

const signedIn = { authenticated: true } as const;

const RoundSummaryRef = builder.objectRef<EvaluationRoundSummary>('EvaluationRoundSummary').implement({
  description: 'An evaluation round of a funnel, with its progress (the assignment page picks one)',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    funnelId: t.exposeID('funnelId'),
    funnelName: t.exposeString('funnelName'),
    deadline: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.deadline }),
    reviewsNeeded: t.exposeInt('reviewsNeeded'),
    applicationCount: t.exposeInt('applicationCount'),
    assignedCount: t.exposeInt('assignedCount'),
    submittedCount: t.exposeInt('submittedCount'),
  }),
});

const EvaluatorRef = builder.objectRef<EvaluationEvaluatorView>('EvaluationEvaluator').implement({
  description: "An evaluator of a round's pool: their cap, load and progress, and the tags the fit reads",
  fields: (t) => ({
    user: t.field({ type: UserAvatarRef, resolve: (e) => e.user }),
    cap: t.exposeInt('cap'),
    load: t.exposeInt('load'),
    submitted: t.exposeInt('submitted'),
    expertise: t.exposeStringList('expertise'),
  }),
});

const AssignmentRef = builder.objectRef<EvaluationAssignmentView>('EvaluationAssignment').implement({
  description: 'One evaluator on one application of a round, and where their review stands',
  fields: (t) => ({
    _id: t.exposeID('id'),
    evaluator: t.field({ type: UserAvatarRef, nullable: true, resolve: (a) => a.evaluator }),
    status: t.exposeString('status', { description: 'assigned, draft or submitted' }),
    score: t.exposeFloat('score', { nullable: true }),
    maxScore: t.exposeFloat('maxScore', { nullable: true }),
    fit: t.exposeFloat('fit', { nullable: true }),
    remindedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.remindedAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.submittedAt }),
  }),
});

const ConflictRef = builder.objectRef<EvaluationApplicationView['conflicts'][number]>('EvaluationConflict').implement({
  description: 'An evaluator who may not review this application, and why',
  fields: (t) => ({
    evaluatorId: t.exposeID('evaluatorId'),
    reason: t.exposeString('reason', {
      description: 'declared, member (of the startup or application), assigned (coach or mentor of it), domain',
    }),
    note: t.exposeString('note', { nullable: true, description: "The evaluator's own words, when declared" }),
  }),
});

const EvaluationApplicationRef = builder.objectRef<EvaluationApplicationView>('EvaluationApplication').implement({
  description: 'An application of an evaluation round with its evaluators',
  fields: (t) => ({
    _id: t.exposeID('id'),
    label: t.exposeString('label', { description: 'The startup (or "Applicant #…" when anonymous to the viewer)' }),
    status: t.exposeString('status'),
    tags: t.exposeStringList('tags', { description: 'What the fit reads: tags, industries, chosen answers' }),
    assignments: t.field({ type: [AssignmentRef], resolve: (a) => a.assignments }),
    conflicts: t.field({ type: [ConflictRef], resolve: (a) => a.conflicts }),
  }),
});

const RoundRef = builder.objectRef<EvaluationRoundView>('EvaluationRound').implement({
  description: 'An evaluation round: settings, pool and applications (/startups/programs/evaluation-assignation)',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    funnelId: t.exposeID('funnelId'),
    funnelName: t.exposeString('funnelName'),
    formId: t.exposeID('formId', { nullable: true, description: 'The evaluation form (its base id)' }),
    formTitle: t.exposeString('formTitle', { nullable: true }),
    deadline: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.deadline }),
    reviewsNeeded: t.exposeInt('reviewsNeeded'),
    defaultCap: t.exposeInt('defaultCap'),
    scoresVisible: t.exposeBoolean('scoresVisible', { description: 'evaluationVisibility' }),
    reviewsEditable: t.exposeBoolean('reviewsEditable', { description: 'evaluationSubmissionSettings' }),
    lateReviews: t.exposeBoolean('lateReviews', { description: 'evaluationSubmissionSettings' }),
    anonymous: t.exposeBoolean('anonymous', { description: "The funnel's anonymity (anonymityApplications)" }),
    canManage: t.exposeBoolean('canManage', { description: 'EVALUATION_PARAMETER_EDITOR:EDIT/DELETE within reach' }),
    evaluators: t.field({ type: [EvaluatorRef], resolve: (r) => r.evaluators }),
    applications: t.field({ type: [EvaluationApplicationRef], resolve: (r) => r.applications }),
    applicationCount: t.exposeInt('applicationCount'),
    page: t.exposeInt('page'),
  }),
});

const SolverPairRef = builder.objectRef<SolverPreview['pairs'][number]>('EvaluationSolverPair').implement({
  fields: (t) => ({
    evaluatorId: t.exposeID('evaluatorId'),
    evaluatorName: t.exposeString('evaluatorName'),
    applicationId: t.exposeID('applicationId'),
    applicationLabel: t.exposeString('applicationLabel'),
    fit: t.exposeFloat('fit'),
    kept: t.exposeBoolean('kept', { description: 'Assigned before the run' }),
    pinned: t.exposeBoolean('pinned'),
  }),
});

const SolverLoadRef = builder.objectRef<SolverPreview['loads'][number]>('EvaluationSolverLoad').implement({
  fields: (t) => ({
    evaluatorId: t.exposeID('evaluatorId'),
    evaluatorName: t.exposeString('evaluatorName'),
    load: t.exposeInt('load'),
    cap: t.exposeInt('cap'),
    averageFit: t.exposeFloat('averageFit'),
  }),
});

const ShortfallRef = builder.objectRef<SolverPreview['shortfalls'][number]>('EvaluationShortfall').implement({
  description: 'An application the solver cannot give all its reviews, and why',
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    applicationLabel: t.exposeString('applicationLabel'),
    missing: t.exposeInt('missing'),
    eligible: t.exposeInt('eligible', { description: 'Evaluators of the pool free of conflict and not forbidden' }),
    conflicts: t.exposeInt('conflicts'),
    forbidden: t.exposeInt('forbidden'),
    reason: t.exposeString('reason', {
      description: 'conflicts (too few eligible evaluators) or capacity (caps full)',
    }),
    message: t.exposeString('message'),
  }),
});

const SolverPreviewRef = builder.objectRef<SolverPreview>('EvaluationSolverPreview').implement({
  description: "The solver's proposal, shown before it is applied",
  fields: (t) => ({
    pairs: t.field({ type: [SolverPairRef], resolve: (p) => p.pairs }),
    loads: t.field({ type: [SolverLoadRef], resolve: (p) => p.loads }),
    averageFit: t.exposeFloat('averageFit'),
    covered: t.exposeInt('covered'),
    applicationCount: t.exposeInt('applicationCount'),
    newPairs: t.exposeInt('newPairs'),
    shortfalls: t.field({ type: [ShortfallRef], resolve: (p) => p.shortfalls }),
    droppedPins: t.exposeStringList('droppedPins', { description: 'Pins that could not be kept, in words' }),
    method: t.exposeString('method', { description: 'mip (HiGHS) or greedy (when the solver found nothing)' }),
    status: t.exposeString('status'),
    seconds: t.exposeFloat('seconds'),
  }),
});

const MyEvaluationRef = builder.objectRef<MyEvaluationView>('MyEvaluation').implement({
  description: "An application in the evaluator's queue",
  fields: (t) => ({
    _id: t.exposeID('id'),
    roundName: t.exposeString('roundName'),
    funnelName: t.exposeString('funnelName'),
    applicationLabel: t.exposeString('applicationLabel'),
    status: t.exposeString('status'),
    score: t.exposeFloat('score', { nullable: true }),
    maxScore: t.exposeFloat('maxScore', { nullable: true }),
    deadline: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.deadline }),
    updatedAt: t.field({ type: 'DateTime', resolve: (r) => r.updatedAt }),
  }),
});

const ReviewSectionRef = builder
  .objectRef<EvaluationReviewView['sections'][number]>('EvaluationReviewSection')
  .implement({
    description: "A sheet of the application's answers as the evaluator reads it (identity removed when anonymous)",
    fields: (t) => ({
      _id: t.exposeID('id'),
      title: t.exposeString('title'),
      questions: t.field({ type: 'JSON', resolve: (s) => s.questions }),
      languages: t.exposeStringList('languages'),
      answers: t.field({ type: 'JSON', resolve: (s) => s.answers }),
    }),
  });

const OtherScoreRef = builder.objectRef<EvaluationReviewView['otherScores'][number]>('EvaluationOtherScore').implement({
  fields: (t) => ({
    evaluatorName: t.exposeString('evaluatorName'),
    score: t.exposeFloat('score'),
    maxScore: t.exposeFloat('maxScore', { nullable: true }),
  }),
});

const ReviewRef = builder.objectRef<EvaluationReviewView>('EvaluationReview').implement({
  description: "The review screen: the application's answers beside the round's evaluation form",
  fields: (t) => ({
    _id: t.exposeID('id'),
    status: t.exposeString('status'),
    applicationLabel: t.exposeString('applicationLabel'),
    roundName: t.exposeString('roundName'),
    funnelName: t.exposeString('funnelName'),
    deadline: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.deadline }),
    anonymous: t.exposeBoolean('anonymous'),
    canEdit: t.exposeBoolean('canEdit', { description: 'Open for writing: before the deadline (or late reviews)…' }),
    lockedReason: t.exposeString('lockedReason', { nullable: true }),
    formTitle: t.exposeString('formTitle'),
    questions: t.field({ type: 'JSON', description: "The evaluation form's questions", resolve: (r) => r.questions }),
    languages: t.exposeStringList('languages'),
    answers: t.field({ type: 'JSON', resolve: (r) => r.answers }),
    score: t.exposeFloat('score', { nullable: true }),
    maxScore: t.exposeFloat('maxScore', { nullable: true }),
    sections: t.field({ type: [ReviewSectionRef], resolve: (r) => r.sections }),
    otherScores: t.field({
      type: [OtherScoreRef],
      description: "Other evaluators' scores, once this review is submitted and the round shows them",
      resolve: (r) => r.otherScores,
    }),
  }),
});

const AggregatesRef = builder.objectRef<EvaluationResults['rows'][number]['total']>('EvaluationAggregates').implement({
  description: 'Spec 02 aggregations of the scores',
  fields: (t) => ({
    average: t.exposeFloat('average', { nullable: true }),
    count: t.exposeInt('count'),
    max: t.exposeFloat('max', { nullable: true }),
    median: t.exposeFloat('median', { nullable: true }),
    min: t.exposeFloat('min', { nullable: true }),
    sum: t.exposeFloat('sum', { nullable: true }),
  }),
});

const CriterionRef = builder.objectRef<EvaluationResults['criteria'][number]>('EvaluationCriterion').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    label: t.exposeString('label'),
    max: t.exposeFloat('max'),
  }),
});

const CriterionScoreRef = builder
  .objectRef<EvaluationResults['rows'][number]['criteria'][number]>('EvaluationCriterionScore')
  .implement({
    fields: (t) => ({
      criterionId: t.exposeID('criterionId'),
      scores: t.field({ type: AggregatesRef, resolve: (c) => c.scores }),
    }),
  });

const ResultRowRef = builder.objectRef<EvaluationResults['rows'][number]>('EvaluationResultRow').implement({
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    label: t.exposeString('label'),
    status: t.exposeString('status'),
    roundName: t.exposeString('roundName', { nullable: true, description: 'The round the application is in now' }),
    total: t.field({ type: AggregatesRef, resolve: (r) => r.total }),
    calibrated: t.exposeFloat('calibrated', { nullable: true }),
    rawRank: t.exposeInt('rawRank', { nullable: true }),
    calibratedRank: t.exposeInt('calibratedRank', { nullable: true }),
    spread: t.exposeFloat('spread', { nullable: true, description: 'Disagreement: sd of calibrated review scores' }),
    missing: t.exposeInt('missing', { description: 'Reviews assigned and not submitted' }),
    criteria: t.field({ type: [CriterionScoreRef], resolve: (r) => r.criteria }),
  }),
});

const EvaluatorProfileRef = builder
  .objectRef<EvaluationResults['evaluators'][number]>('EvaluationEvaluatorProfile')
  .implement({
    description: "An evaluator's scoring: mean, spread, offset from the others, and what stands out",
    fields: (t) => ({
      evaluator: t.field({ type: UserAvatarRef, nullable: true, resolve: (e) => e.user }),
      count: t.exposeInt('count'),
      mean: t.exposeFloat('mean'),
      sd: t.exposeFloat('sd'),
      offset: t.exposeFloat('offset', { nullable: true }),
      flags: t.exposeStringList('flags', { description: 'harsh, lenient, constant, few' }),
    }),
  });

const AgreementRef = builder.objectRef<EvaluationResults['agreement']>('EvaluationAgreement').implement({
  description: "Krippendorff's alpha (interval) between evaluators, and its meaning",
  fields: (t) => ({
    alpha: t.exposeFloat('alpha', { nullable: true }),
    meaning: t.exposeString('meaning', { description: 'good (≥ 0.8), tentative (≥ 0.667), poor, none (< 0)' }),
    pairable: t.exposeInt('pairable'),
  }),
});

const MissingReviewRef = builder.objectRef<EvaluationResults['missing'][number]>('EvaluationMissingReview').implement({
  fields: (t) => ({
    assignmentId: t.exposeID('assignmentId'),
    evaluator: t.field({ type: UserAvatarRef, nullable: true, resolve: (m) => m.evaluator }),
    applicationLabel: t.exposeString('applicationLabel'),
    status: t.exposeString('status'),
    remindedAt: t.field({ type: 'DateTime', nullable: true, resolve: (m) => m.remindedAt }),
  }),
});

const ResultsRef = builder.objectRef<EvaluationResults>('EvaluationResults').implement({
  description: "A round's results: per criterion and in total, raw and calibrated, with agreement and outliers",
  fields: (t) => ({
    roundId: t.exposeID('roundId'),
    roundName: t.exposeString('roundName'),
    funnelId: t.exposeID('funnelId'),
    scale: t.field({
      type: AggregatesRef,
      description: 'min and max of the form (the range calibrated scores are rescaled to)',
      resolve: (r) => r.scale,
    }),
    criteria: t.field({ type: [CriterionRef], resolve: (r) => r.criteria }),
    rows: t.field({ type: [ResultRowRef], resolve: (r) => r.rows }),
    evaluators: t.field({ type: [EvaluatorProfileRef], resolve: (r) => r.evaluators }),
    agreement: t.field({ type: AgreementRef, resolve: (r) => r.agreement }),
    rawAgreement: t.field({ type: AgreementRef, resolve: (r) => r.rawAgreement }),
    disagreements: t.exposeIDList('disagreements', { description: 'Applications whose reviews disagree most' }),
    missing: t.field({ type: [MissingReviewRef], resolve: (r) => r.missing }),
    model: t.exposeString('model'),
  }),
});

const AssessmentCriterionRef = builder
  .objectRef<StartupAssessmentView['criteria'][number]>('StartupAssessmentCriterion')
  .implement({
    fields: (t) => ({
      _id: t.exposeID('id'),
      label: t.exposeString('label'),
      max: t.exposeFloat('max'),
      scores: t.field({ type: AggregatesRef, resolve: (c) => c.scores }),
    }),
  });

const AssessmentRef = builder.objectRef<StartupAssessmentView>('StartupAssessment').implement({
  description: 'The reviews an application of the startup received in one evaluation round',
  fields: (t) => ({
    applicationId: t.exposeID('applicationId'),
    funnelName: t.exposeString('funnelName'),
    roundId: t.exposeID('roundId'),
    roundName: t.exposeString('roundName'),
    reviewCount: t.exposeInt('reviewCount'),
    total: t.field({ type: AggregatesRef, resolve: (a) => a.total }),
    maxScore: t.exposeFloat('maxScore'),
    criteria: t.field({ type: [AssessmentCriterionRef], resolve: (a) => a.criteria }),
  }),
});

const PairInput = builder.inputType('EvaluationPairInput', {
  fields: (t) => ({
    evaluatorId: t.id({ required: true }),
    applicationId: t.id({ required: true }),
  }),
});

const EvaluatorInput = builder.inputType('EvaluationEvaluatorInput', {
  fields: (t) => ({
    userId: t.id({ required: true }),
    cap: t.int({ required: true }),
  }),
});

const RoundSettingsInput = builder.inputType('EvaluationRoundInput', {
  fields: (t) => ({
    roundId: t.id({ required: true }),
    formId: t.id(),
    deadline: t.field({ type: 'DateTime' }),
    clearDeadline: t.boolean(),
    reviewsNeeded: t.int(),
    defaultCap: t.int(),
    scoresVisible: t.boolean(),
    reviewsEditable: t.boolean(),
    lateReviews: t.boolean(),
    anonymous: t.boolean(),
  }),
});

const pairs = (list: readonly { evaluatorId: string | number; applicationId: string | number }[] | null | undefined) =>
  (list ?? []).map((p) => ({ evaluatorId: String(p.evaluatorId), applicationId: String(p.applicationId) }));

builder.queryFields((t) => ({
  evaluationRounds: t.field({
    type: [RoundSummaryRef],
    description: 'The evaluation rounds of the funnels the viewer may see (EVALUATION_PARAMETER_EDITOR:VIEW)',
    authScopes: signedIn,
    resolve: (_root, _args, ctx) => evaluationRounds(ctx),
  }),
  evaluationRound: t.field({
    type: RoundRef,
    description: 'An evaluation round: settings, pool, and its applications 50 a page (search by name)',
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), search: t.arg.string(), page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, args, ctx) =>
      evaluationRound(ctx, String(args.id), { search: args.search ?? null, page: Math.max(0, args.page ?? 0) }),
  }),
  evaluationResults: t.field({
    type: ResultsRef,
    description: "A round's results, raw and calibrated (spec 02 aggregations per criterion and in total)",
    authScopes: signedIn,
    args: { roundId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => evaluationResults(ctx, String(args.roundId)),
  }),
  myEvaluations: t.field({
    type: [MyEvaluationRef],
    description: "The signed-in evaluator's assigned applications, those to do first",
    authScopes: signedIn,
    resolve: (_root, _args, ctx) => myEvaluations(ctx),
  }),
  startupAssessment: t.field({
    type: [AssessmentRef],
    description:
      "The startup file's assessment tab (flag assessment): its applications' evaluations per round and criterion",
    authScopes: signedIn,
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startupAssessment(ctx, String(args.startupId)),
  }),
  evaluationReview: t.field({
    type: ReviewRef,
    description: 'A review of the signed-in evaluator: the application beside the evaluation form',
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => evaluationReview(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  updateEvaluationRound: t.field({
    type: RoundRef,
    description: "Changes an evaluation round's form, deadline, reviews needed, visibility, editing and anonymity",
    authScopes: signedIn,
    args: { input: t.arg({ type: RoundSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateEvaluationRound(ctx, { ...input, roundId: String(input.roundId) }),
  }),
  setRoundEvaluators: t.field({
    type: RoundRef,
    description: "Replaces a round's pool of evaluators with their caps (assignments of those removed stay)",
    authScopes: signedIn,
    args: {
      roundId: t.arg.id({ required: true }),
      evaluators: t.arg({ type: [EvaluatorInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      setRoundEvaluators(
        ctx,
        String(args.roundId),
        args.evaluators.map((e) => ({ userId: String(e.userId), cap: e.cap })),
      ),
  }),
  assignEvaluators: t.field({
    type: 'Int',
    description: 'Assigns evaluators to applications by hand (every evaluator to every application); the number added',
    authScopes: signedIn,
    args: {
      roundId: t.arg.id({ required: true }),
      applicationIds: t.arg.idList({ required: true }),
      evaluatorIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      assignEvaluators(ctx, String(args.roundId), args.applicationIds.map(String), args.evaluatorIds.map(String)),
  }),
  unassignEvaluation: t.field({
    type: 'ID',
    description: 'Removes an assignment (and its review, unless submitted)',
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => unassignEvaluation(ctx, String(args.id)),
  }),
  previewEvaluationAssignment: t.field({
    type: SolverPreviewRef,
    description: 'Runs the solver (HiGHS) over the round with pinned and forbidden pairs; assigns nothing',
    authScopes: signedIn,
    args: {
      roundId: t.arg.id({ required: true }),
      pinned: t.arg({ type: [PairInput] }),
      forbidden: t.arg({ type: [PairInput] }),
    },
    resolve: (_root, args, ctx) =>
      previewEvaluationAssignment(ctx, String(args.roundId), pairs(args.pinned), pairs(args.forbidden)),
  }),
  applyEvaluationAssignment: t.field({
    type: 'Int',
    description:
      'Applies a previewed assignment (its pairs); refused, assigning nothing, if an application stays short',
    authScopes: signedIn,
    args: { roundId: t.arg.id({ required: true }), pairs: t.arg({ type: [PairInput], required: true }) },
    resolve: (_root, args, ctx) => applyEvaluationAssignment(ctx, String(args.roundId), pairs(args.pairs)),
  }),
  declareEvaluationConflict: t.field({
    type: 'ID',
    description: 'The evaluator declares a conflict of interest: the assignment is removed for staff to reassign',
    authScopes: signedIn,
    args: {
      id: t.arg.id({ required: true }),
      reason: t.arg.string(),
      wholeStartup: t.arg.boolean({ description: 'Every application of this startup, now and later' }),
    },
    resolve: (_root, args, ctx) =>
      declareEvaluationConflict(ctx, String(args.id), args.reason ?? null, args.wholeStartup ?? false),
  }),
  saveEvaluationDraft: t.field({
    type: ReviewRef,
    description: 'Saves the review as the evaluator types (a draft: nothing required yet)',
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, ctx) => saveEvaluationDraft(ctx, String(args.id), args.answers),
  }),
  submitEvaluation: t.field({
    type: ReviewRef,
    description: 'Submits the review: every required criterion answered, every score within its scale',
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), answers: t.arg({ type: 'JSON', required: true }) },
    resolve: (_root, args, ctx) => submitEvaluation(ctx, String(args.id), args.answers),
  }),
  remindEvaluators: t.field({
    type: 'Int',
    description: 'E-mails a reminder for missing reviews of a round (all, or the assignments given); how many sent',
    authScopes: signedIn,
    args: { roundId: t.arg.id({ required: true }), assignmentIds: t.arg.idList() },
    resolve: (_root, args, ctx) =>
      remindEvaluators(ctx, String(args.roundId), args.assignmentIds ? args.assignmentIds.map(String) : null),
  }),
}));
