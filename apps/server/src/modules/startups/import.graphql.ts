import { IMPORT_LIST_SEPARATOR } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, ForbiddenError } from '../../platform/graphql/errors.ts';
import { canCreateStartup } from '../../policies/index.ts';
import { type ImportPreview, type ImportRow, importStartups, previewImport } from './import.service.ts';

/** Importing startups is for those who add them (the startup manager roles). */
function viewerOf(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  if (!canCreateStartup(ctx.viewer)) throw new ForbiddenError('Your role cannot import startups');
  return { viewer: ctx.viewer, incubatorId: ctx.incubator.id };
}

const ImportRowRef = builder.objectRef<ImportRow>('StartupImportRow').implement({
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'The line of the file (the header is line 1)' }),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    foundingYear: t.exposeInt('foundingYear', { nullable: true }),
    programs: t.exposeStringList('programs'),
    industries: t.exposeStringList('industries'),
    tags: t.exposeStringList('tags'),
    errors: t.exposeStringList('errors'),
  }),
});

const PreviewRef = builder.objectRef<ImportPreview>('StartupImportPreview').implement({
  fields: (t) => ({
    rows: t.field({ type: [ImportRowRef], resolve: (p) => p.rows }),
    validCount: t.int({ resolve: (p) => p.rows.filter((row) => row.errors.length === 0).length }),
    invalidCount: t.int({ resolve: (p) => p.rows.filter((row) => row.errors.length > 0).length }),
    ignoredColumns: t.exposeStringList('ignoredColumns'),
    customFieldColumns: t.exposeStringList('customFieldColumns', {
      description: 'The columns read as startup custom fields (named like them)',
    }),
  }),
});

const ImportResultRef = builder
  .objectRef<{ imported: number; skipped: number; preview: ImportPreview }>('StartupImportResult')
  .implement({
    fields: (t) => ({
      imported: t.exposeInt('imported'),
      skipped: t.exposeInt('skipped'),
      preview: t.field({ type: PreviewRef, resolve: (r) => r.preview }),
    }),
  });

builder.queryField('previewStartupImport', (t) =>
  t.field({
    type: PreviewRef,
    description: `Checks a CSV of startups (columns name, description, website, founding year, programmes, industries,
tags, and columns named like startup custom fields; several values in a cell separated by ${IMPORT_LIST_SEPARATOR}) row
by row, without importing anything`,
    authScopes: { authenticated: true },
    args: { csv: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const { incubatorId } = viewerOf(ctx);
      return previewImport(ctx.db, incubatorId, args.csv);
    },
  }),
);

builder.mutationField('importStartups', (t) =>
  t.field({
    type: ImportResultRef,
    description:
      'Imports the startups of a CSV. With rows in error nothing is imported unless skipInvalid confirms that the valid rows alone should be',
    authScopes: { authenticated: true },
    args: { csv: t.arg.string({ required: true }), skipInvalid: t.arg.boolean({ defaultValue: false }) },
    resolve: async (_root, args, ctx) => {
      viewerOf(ctx);
      return importStartups(ctx, args.csv, args.skipInvalid ?? false);
    },
  }),
);
