import type { Ctx, Viewer } from '../../platform/graphql/context.ts';
import { cachedIncubator } from '../organisations/index.ts';
import type { Respondent } from './custom-field-questions.ts';
import type { FillableForm } from './form.refs.ts';
import type { FormRow } from './form.service.ts';

/** A form with what its renderer needs besides the questions: the currency, the file limit, the table rows flag. */
export async function fillable(ctx: Ctx, form: FormRow, userAddRows: boolean): Promise<FillableForm> {
  const incubator = await cachedIncubator(ctx.database, ctx.db, form.incubatorId);
  return { form, currency: incubator.currency, maxFileSize: ctx.config.uploadLimitBytes, userAddRows };
}

/** The person filling a form, and the startup their startup questions are about (their first). */
export function respondentOf(viewer: Viewer | null): Respondent | null {
  return viewer ? { userId: viewer.userId, startupId: viewer.startupIds[0] ?? null } : null;
}
