import { builder } from '../../platform/graphql/builder.ts';
import { FunnelRoundRef, funnelViews } from '../funnels/index.ts';
import { ApplicationRef } from './application.refs.ts';
import type { ApplicationView } from './application.service.ts';
import { type ApplicationAnswersSection, applicationAnswers } from './application-file.service.ts';

/** The application file's answers tab (issue 14 point 4) and what its header needs. */
const FileRefOfAnswer = builder
  .objectRef<ApplicationAnswersSection['files'][number]>('ApplicationAnswerFile')
  .implement({
    description: 'A file of an answer: download it from `url` with the bearer token',
    fields: (t) => ({
      _id: t.id({ resolve: (f) => f.file.id }),
      questionId: t.exposeString('questionId'),
      name: t.string({ resolve: (f) => f.file.name }),
      size: t.float({ resolve: (f) => f.file.size }),
      url: t.exposeString('url'),
    }),
  });

const SectionRef = builder.objectRef<ApplicationAnswersSection>('ApplicationAnswersSection').implement({
  description: "One sheet of an application's answers: the intake's or a form round's",
  fields: (t) => ({
    _id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'intake or round' }),
    roundId: t.exposeID('roundId', { nullable: true }),
    roundName: t.exposeString('roundName', { nullable: true }),
    formTitle: t.exposeString('formTitle'),
    formVersion: t.exposeInt('formVersion'),
    questions: t.field({
      type: 'JSON',
      description: 'The questions of the version answered (FormQuestion[] of the forms engine)',
      resolve: (s) => s.questions,
    }),
    languages: t.exposeStringList('languages'),
    answers: t.field({ type: 'JSON', resolve: (s) => s.answers }),
    status: t.exposeString('status', { description: 'draft or submitted' }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submittedAt }),
    language: t.exposeString('language'),
    files: t.field({ type: [FileRefOfAnswer], resolve: (s) => s.files }),
  }),
});

const AnswersRef = builder
  .objectRef<{ application: ApplicationView; sections: ApplicationAnswersSection[]; currency: string }>(
    'ApplicationAnswers',
  )
  .implement({
    fields: (t) => ({
      application: t.field({ type: ApplicationRef, resolve: (a) => a.application }),
      currency: t.exposeString('currency', { description: "The organisation's currency, for currency questions" }),
      sections: t.field({ type: [SectionRef], resolve: (a) => a.sections }),
    }),
  });

builder.queryField('applicationAnswers', (t) =>
  t.field({
    type: AnswersRef,
    description:
      "An application's answers round by round (its people see their drafts too; staff the submitted sheets)",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => applicationAnswers(ctx, String(args.applicationId)),
  }),
);

/** The rounds an application may be moved into, for staff who run it (the header's "move to a round"). */
builder.objectFields(ApplicationRef, (t) => ({
  funnelRounds: t.field({
    type: [FunnelRoundRef],
    description: "The rounds of the application's funnel, in order (staff who run the application; empty otherwise)",
    resolve: async (application, _args, ctx) => {
      if (!application.viewerCan.process) return [];
      const [funnel] = await funnelViews(ctx.db, application.incubatorId, null, [application.funnelId]);
      return funnel?.rounds ?? [];
    },
  }),
}));
