import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/ids.ts';
import { users } from '../users/index.ts';
import { formResponses, forms } from './form.table.ts';

// The table's own row types, not form.service.ts's: the print module reads this file through index.ts, and the
// service's imports (directory, startups, custom fields) would close a circle back to forms.
type FormRow = typeof forms.$inferSelect;
type ResponseRow = typeof formResponses.$inferSelect;

export interface PrintableSheet extends ResponseRow {
  respondentName: string | null;
}

export interface PrintableForm {
  /** The current version: who may print it is decided on it (FORM:EDIT). */
  current: FormRow;
  /** The version shown: the sheet's when there is one, else the current one. */
  shown: FormRow;
  sheet: PrintableSheet | null;
}

/**
 * A form for /export/print/form/:uuid (uuid = the share id), blank or with one submitted sheet of any of its versions,
 * shown with the questions of the version it was answered on. Null when either is missing; the caller authorizes.
 */
export async function findPrintableForm(
  db: Db,
  incubatorId: string,
  shareId: string,
  responseId: string | null,
): Promise<PrintableForm | null> {
  if (!isUuid(shareId) || (responseId !== null && !isUuid(responseId))) return null;
  const [current] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.shareId, shareId), eq(forms.isCurrent, true)));
  if (!current) return null;
  if (responseId === null) return { current, shown: current, sheet: null };
  const [row] = await db
    .select({
      sheet: formResponses,
      version: forms,
      respondentName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(formResponses)
    .innerJoin(forms, and(eq(forms.incubatorId, formResponses.incubatorId), eq(forms.id, formResponses.formId)))
    .leftJoin(users, and(eq(users.incubatorId, formResponses.incubatorId), eq(users.id, formResponses.respondentId)))
    .where(
      and(
        eq(formResponses.incubatorId, incubatorId),
        eq(formResponses.id, responseId),
        eq(formResponses.baseId, current.baseId),
        eq(formResponses.status, 'submitted'),
      ),
    );
  if (!row) return null;
  return { current, shown: row.version, sheet: { ...row.sheet, respondentName: row.respondentName } };
}

/** The same from the id of any version of the form (the PDF route's address), or null. */
export async function findPrintableFormById(
  db: Db,
  incubatorId: string,
  formId: string,
  responseId: string | null,
): Promise<PrintableForm | null> {
  if (!isUuid(formId)) return null;
  const [row] = await db
    .select({ shareId: forms.shareId })
    .from(forms)
    .where(and(eq(forms.incubatorId, incubatorId), eq(forms.id, formId)));
  return row ? findPrintableForm(db, incubatorId, row.shareId, responseId) : null;
}
