import {
  CUSTOM_FIELD_MESSAGES,
  type CustomFieldStoredValue,
  type CustomFieldType,
  IMPORT_LIST_SEPARATOR,
  isChoiceField,
  isNumberField,
  parseCustomFieldValue,
  importColumns,
  parseCsv,
  STARTUP_IMPORT_MAX_BYTES,
  STARTUP_IMPORT_MAX_ROWS,
  type StartupImportColumn,
  startupSchema,
} from '@cohort/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { type Ctx, viewerOf } from '../../platform/graphql/context.ts';
import { ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import { customFields, customFieldValues } from '../customfields/index.ts';
import { industries } from '../industries/index.ts';
import { tags } from '../taxonomy/index.ts';
import { replaceLinks } from './portfolio.service.ts';
import { programs, startupIndustries, startupPrograms, startups, startupTags } from './startup.table.ts';

export interface ImportRow {
  line: number;
  name: string;
  description: string | null;
  website: string | null;
  foundingYear: number | null;
  programs: string[];
  industries: string[];
  tags: string[];
  programIds: string[];
  industryIds: string[];
  tagIds: string[];
  /** Answers to startup custom fields, from the columns named like them. */
  answers: { fieldId: string; value: CustomFieldStoredValue }[];
  errors: string[];
}

export interface ImportPreview {
  rows: ImportRow[];
  ignoredColumns: string[];
  customFieldColumns: string[];
}

type FieldRow = typeof customFields.$inferSelect;

/** A cell as the answer to a custom field: option labels (several separated like lists), a number, a day, a text. */
function cellAnswer(field: FieldRow, cell: string): { value: CustomFieldStoredValue | null } | { error: string } {
  const type = field.fieldType as CustomFieldType;
  if (isChoiceField(type)) {
    const labels = cell
      .split(IMPORT_LIST_SEPARATOR)
      .map((item) => item.trim())
      .filter(Boolean);
    const ids: string[] = [];
    for (const label of labels) {
      const option = field.options.find((item) => item.label.toLocaleLowerCase() === label.toLocaleLowerCase());
      if (!option) return { error: `Unknown option of ${field.label}: ${label}` };
      ids.push(option.id);
    }
    return parseCustomFieldValue({ type, options: field.options }, { optionIds: ids });
  }
  if (isNumberField(type)) {
    if (cell === '') return { value: null };
    const number = Number(cell);
    if (!Number.isFinite(number)) return { error: `${field.label}: ${CUSTOM_FIELD_MESSAGES.number}` };
    return parseCustomFieldValue({ type, options: [] }, { number });
  }
  const parsed = parseCustomFieldValue({ type, options: [] }, type === 'date' ? { date: cell } : { text: cell });
  return 'error' in parsed ? { error: `${field.label}: ${parsed.error}` } : parsed;
}

/** Names to ids (case-insensitive) of the organisation's programmes, industries and startup tags. */
async function lookups(db: Db, incubatorId: string) {
  const byName = (rows: { id: string; name: string }[]) =>
    new Map(rows.map((row) => [row.name.trim().toLocaleLowerCase(), row.id]));
  return {
    programs: byName(
      await db
        .select({ id: programs.id, name: programs.name })
        .from(programs)
        // Programmes of people take no startups: their names are not programmes a row can join.
        .where(and(eq(programs.incubatorId, incubatorId), eq(programs.kind, 'startup'))),
    ),
    industries: byName(
      await db
        .select({ id: industries.id, name: industries.name })
        .from(industries)
        .where(eq(industries.incubatorId, incubatorId)),
    ),
    tags: byName(
      await db
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(and(eq(tags.incubatorId, incubatorId), eq(tags.kind, 'startup'))),
    ),
    startups: new Set(
      (
        await db
          .select({ name: sql<string>`lower(${startups.name})` })
          .from(startups)
          .where(eq(startups.incubatorId, incubatorId))
      ).map((row) => row.name.trim()),
    ),
  };
}

/** Reads and checks every row against the same rules as the startup form; nothing is written. */
export async function previewImport(db: Db, incubatorId: string, csv: string): Promise<ImportPreview> {
  if (csv.length > STARTUP_IMPORT_MAX_BYTES) {
    throw new ValidationError([{ field: 'csv', message: 'The file is too large: import at most 1 MB of CSV at once' }]);
  }
  const [header, ...lines] = parseCsv(csv);
  if (!header) throw new ValidationError([{ field: 'csv', message: 'The file is empty' }]);
  const columns = importColumns(header);
  if (!columns.includes('name')) {
    throw new ValidationError([{ field: 'csv', message: 'The file needs a "name" column in its first line' }]);
  }
  if (lines.length === 0) throw new ValidationError([{ field: 'csv', message: 'The file has no startup to import' }]);
  if (lines.length > STARTUP_IMPORT_MAX_ROWS) {
    throw new ValidationError([
      {
        field: 'csv',
        message: `Import at most ${STARTUP_IMPORT_MAX_ROWS} startups at once (this file has ${lines.length})`,
      },
    ]);
  }
  const known = await lookups(db, incubatorId);
  // Columns the startup form does not know, named like a startup custom field, fill that field.
  const fields = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.incubatorId, incubatorId), eq(customFields.entityKind, 'startup')));
  const fieldColumns = header.flatMap((cell, index) => {
    if (columns[index] !== null) return [];
    const field = fields.find((item) => item.label.trim().toLocaleLowerCase() === cell.trim().toLocaleLowerCase());
    return field ? [{ index, field }] : [];
  });
  const seen = new Set<string>();
  const rows = lines.map((cells, index): ImportRow => {
    const value = (column: StartupImportColumn) => {
      const at = columns.indexOf(column);
      return at < 0 ? '' : (cells[at] ?? '').trim();
    };
    const list = (column: StartupImportColumn) =>
      value(column)
        .split(IMPORT_LIST_SEPARATOR)
        .map((item) => item.trim())
        .filter(Boolean);
    const errors: string[] = [];
    const yearText = value('foundingYear');
    const year = yearText === '' ? null : Number(yearText);
    if (yearText !== '' && !Number.isInteger(year)) errors.push('Founding year must be a whole number');
    const parsed = startupSchema().safeParse({
      name: value('name'),
      description: value('description') || null,
      website: value('website') || null,
      foundingYear: Number.isInteger(year) ? year : null,
    });
    if (!parsed.success) errors.push(...parsed.error.issues.map((issue) => issue.message));
    const name = value('name');
    const key = name.toLocaleLowerCase();
    if (name && known.startups.has(key)) errors.push('A startup with this name already exists');
    else if (name && seen.has(key)) errors.push('This name appears twice in the file');
    seen.add(key);
    const resolve = (names: string[], map: Map<string, string>, what: string) =>
      names.flatMap((item) => {
        const id = map.get(item.toLocaleLowerCase());
        if (!id) errors.push(`Unknown ${what}: ${item}`);
        return id ? [id] : [];
      });
    const answers = fieldColumns.flatMap(({ index: at, field }) => {
      const answer = cellAnswer(field, (cells[at] ?? '').trim());
      if ('error' in answer) {
        errors.push(answer.error);
        return [];
      }
      return answer.value ? [{ fieldId: field.id, value: answer.value }] : [];
    });
    const programNames = list('programs');
    const industryNames = list('industries');
    const tagNames = list('tags');
    return {
      line: index + 2,
      name,
      description: parsed.success ? parsed.data.description : value('description') || null,
      website: parsed.success ? parsed.data.website : value('website') || null,
      foundingYear: Number.isInteger(year) ? year : null,
      programs: programNames,
      industries: industryNames,
      tags: tagNames,
      programIds: resolve(programNames, known.programs, 'programme'),
      industryIds: resolve(industryNames, known.industries, 'industry'),
      tagIds: resolve(tagNames, known.tags, 'tag'),
      answers,
      errors,
    };
  });
  return {
    rows,
    ignoredColumns: header
      .filter((_, index) => columns[index] === null && !fieldColumns.some((column) => column.index === index))
      .map((cell) => cell.trim()),
    customFieldColumns: fieldColumns.map((column) => column.field.label),
  };
}

/**
 * Imports the valid rows of a CSV (the caller checked canCreateStartup); with rows in error nothing is imported
 * unless skipInvalid confirms that the valid rows alone should be.
 */
export async function importStartups(
  ctx: Ctx,
  csv: string,
  skipInvalid: boolean,
): Promise<{ imported: number; skipped: number; preview: ImportPreview }> {
  const { viewer, incubatorId } = viewerOf(ctx);
  const preview = await previewImport(ctx.db, incubatorId, csv);
  const valid = preview.rows.filter((row) => row.errors.length === 0);
  const invalid = preview.rows.length - valid.length;
  if (invalid > 0 && !skipInvalid) {
    throw new ValidationError([
      {
        field: 'csv',
        message: `${invalid} of ${preview.rows.length} rows have errors: fix them, or confirm to import the ${valid.length} valid rows only`,
      },
    ]);
  }
  for (const row of valid) {
    const id = newId();
    await ctx.db.insert(startups).values({
      incubatorId,
      id,
      name: row.name,
      description: row.description,
      website: row.website,
      foundingYear: row.foundingYear,
      createdBy: viewer.userId,
    });
    await replaceLinks(ctx.db, incubatorId, startupPrograms, id, row.programIds);
    await replaceLinks(ctx.db, incubatorId, startupIndustries, id, row.industryIds);
    await replaceLinks(ctx.db, incubatorId, startupTags, id, row.tagIds);
    if (row.answers.length > 0) {
      await ctx.db.insert(customFieldValues).values(
        row.answers.map(({ fieldId, value }) => ({
          incubatorId,
          fieldId,
          entityId: id,
          textValue: value.text,
          numberValue: value.number,
          dateValue: value.date,
          optionIds: value.optionIds,
          updatedBy: viewer.userId,
        })),
      );
    }
  }
  await recordActivity(ctx.db, {
    incubatorId,
    actorId: viewer.userId,
    action: 'startup.imported',
    entityType: 'startup',
    entityId: null,
    after: { imported: valid.length, skipped: invalid },
  });
  return { imported: valid.length, skipped: invalid, preview };
}
