import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import { canEditForm, canListForms } from '../../policies/index.ts';
import { cachedIncubator } from '../organisations/index.ts';
import { findPrintableForm, type PrintableForm, type PrintableSheet } from './form-print.service.ts';

const PrintableSheetRef = builder.objectRef<PrintableSheet>('PrintableFormSheet').implement({
  description: "One person's submitted answers, as the print view and the answers page show them",
  fields: (t) => ({
    _id: t.exposeID('id'),
    respondentName: t.exposeString('respondentName', { nullable: true }),
    respondentEmail: t.exposeString('respondentEmail', { nullable: true }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.submittedAt }),
    language: t.exposeString('language'),
    score: t.exposeFloat('score', { nullable: true }),
    maxScore: t.exposeFloat('maxScore', { nullable: true }),
    answers: t.field({ type: 'JSON', resolve: (s) => s.answers }),
  }),
});

const PrintableFormRef = builder.objectRef<PrintableForm & { currency: string }>('PrintableForm').implement({
  description: 'A form on paper (/export/print/form/:uuid): every question of one version, with or without a sheet',
  fields: (t) => ({
    formId: t.id({ description: 'The current version (REST routes of the form)', resolve: (p) => p.current.id }),
    baseId: t.id({ resolve: (p) => p.current.baseId }),
    shareId: t.id({ resolve: (p) => p.current.shareId }),
    title: t.string({ resolve: (p) => p.current.title }),
    description: t.string({ nullable: true, resolve: (p) => p.shown.description }),
    languages: t.stringList({ resolve: (p) => p.current.languages }),
    version: t.int({
      description: 'The version shown (the sheet’s, else the current)',
      resolve: (p) => p.shown.version,
    }),
    questions: t.field({
      type: 'JSON',
      description: 'FormQuestion[] of the shared forms engine, of the version shown',
      resolve: (p) => p.shown.questions,
    }),
    currency: t.exposeString('currency'),
    sheet: t.field({ type: PrintableSheetRef, nullable: true, resolve: (p) => p.sheet }),
  }),
});

builder.queryField('printableForm', (t) =>
  t.field({
    type: PrintableFormRef,
    description:
      'A form to print (uuid = its shareId), blank or with one submitted sheet (responseId), for whoever may edit it (FORM:EDIT)',
    authScopes: { authenticated: true },
    args: { shareId: t.arg.id({ required: true }), responseId: t.arg.id() },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!canListForms(viewer)) throw new NotFoundError('The form');
      const found = await findPrintableForm(
        ctx.db,
        incubatorId,
        String(args.shareId),
        args.responseId ? String(args.responseId) : null,
      );
      if (!found || !canEditForm(viewer, found.current)) throw new NotFoundError('The form');
      const incubator = await cachedIncubator(ctx.database, ctx.db, incubatorId);
      return { ...found, currency: incubator.currency };
    },
  }),
);
