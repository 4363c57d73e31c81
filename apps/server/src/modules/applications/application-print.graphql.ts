import type { FormQuestion } from '@cohort/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import { NotFoundError } from '../../platform/graphql/errors.ts';
import { canExportApplications, seesApplicantIdentity } from '../../policies/index.ts';
import { forms } from '../forms/index.ts';
import { funnelRounds } from '../funnels/index.ts';
import { cachedIncubator, getFeatureFlags } from '../organisations/index.ts';
import { ApplicationRef } from './application.refs.ts';
import { type ApplicationSheet, type ApplicationView, findApplicationView } from './application.service.ts';

/** One sheet of an application on paper: its answers with the questions of the version it was given on. */
interface PrintableSheet {
  sheet: ApplicationSheet;
  title: string;
  version: number;
  languages: string[];
  questions: FormQuestion[];
  /** The form round it answers; null for the intake. */
  roundName: string | null;
  roundPosition: number | null;
}

interface PrintableApplication {
  application: ApplicationView;
  sheets: PrintableSheet[];
  currency: string;
  showIdentity: boolean;
}

const PrintableSheetRef = builder.objectRef<PrintableSheet>('PrintableApplicationSheet').implement({
  description: "One of an application's sheets (the intake's or a form round's), as the print view shows it",
  fields: (t) => ({
    _id: t.id({ resolve: (p) => p.sheet.id }),
    status: t.string({ description: 'draft or submitted', resolve: (p) => p.sheet.status }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.sheet.submittedAt }),
    language: t.string({ resolve: (p) => p.sheet.language }),
    answers: t.field({ type: 'JSON', resolve: (p) => p.sheet.answers }),
    title: t.exposeString('title'),
    version: t.exposeInt('version'),
    languages: t.exposeStringList('languages'),
    questions: t.field({
      type: 'JSON',
      description: 'FormQuestion[] of the forms engine, of the version the sheet was given on',
      resolve: (p) => p.questions,
    }),
    roundName: t.exposeString('roundName', { nullable: true, description: 'Null for the intake' }),
  }),
});

const PrintableApplicationRef = builder.objectRef<PrintableApplication>('PrintableApplication').implement({
  description: 'An application on paper (/export/print/application/:id): its header and every sheet read-only',
  fields: (t) => ({
    application: t.field({ type: ApplicationRef, resolve: (p) => p.application }),
    sheets: t.field({ type: [PrintableSheetRef], resolve: (p) => p.sheets }),
    currency: t.exposeString('currency'),
    showIdentity: t.exposeBoolean('showIdentity', {
      description: "False in an anonymous funnel for a viewer who does not run it: print no applicant's name",
    }),
  }),
});

builder.queryField('printableApplication', (t) =>
  t.field({
    type: PrintableApplicationRef,
    description:
      'An application to print or render as a PDF, for staff who reach it and may export applications (APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW)',
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const application = await findApplicationView(ctx.db, incubatorId, viewer, String(args.id));
      if (!application.viewerCan.viewAsStaff || !canExportApplications(viewer)) {
        throw new NotFoundError('The application');
      }
      const formIds = [...new Set(application.sheets.map((sheet) => sheet.formId))];
      const versions =
        formIds.length === 0
          ? []
          : await ctx.db
              .select({
                id: forms.id,
                title: forms.title,
                version: forms.version,
                languages: forms.languages,
                questions: forms.questions,
                round: sql<{ name: string; position: number } | null>`(select json_build_object('name', r.name,
                    'position', r.position) from ${funnelRounds} r
                  where r.incubator_id = ${incubatorId} and r.funnel_id = ${application.funnelId}
                    and r.form_id = ${forms.baseId} order by r.position limit 1)`,
              })
              .from(forms)
              .where(and(eq(forms.incubatorId, incubatorId), inArray(forms.id, formIds)));
      const byId = new Map(versions.map((version) => [version.id, version]));
      const sheets = application.sheets
        .flatMap((sheet) => {
          const version = byId.get(sheet.formId);
          if (!version) return [];
          const intake = sheet.baseId === application.funnel.intakeFormId;
          return [
            {
              sheet,
              title: version.title,
              version: version.version,
              languages: version.languages,
              questions: version.questions as FormQuestion[],
              roundName: intake ? null : (version.round?.name ?? null),
              roundPosition: intake ? null : (version.round?.position ?? Number.MAX_SAFE_INTEGER),
            },
          ];
        })
        .sort((a, b) => (a.roundPosition ?? -1) - (b.roundPosition ?? -1));
      const flags = await getFeatureFlags(ctx.db, incubatorId);
      const showIdentity = seesApplicantIdentity(
        viewer,
        {
          applicantId: application.applicantId,
          memberIds: application.members.map((member) => member.userId),
          funnelAdminIds: application.funnelAdminIds,
          status: application.status,
        },
        application.funnel,
        flags.anonymityApplications,
      );
      const incubator = await cachedIncubator(ctx.database, ctx.db, incubatorId);
      return { application, sheets, currency: incubator.currency, showIdentity };
    },
  }),
);
