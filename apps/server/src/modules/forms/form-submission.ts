import type { Ctx } from '../../platform/graphql/context.ts';
import { getIncubator } from '../organisations/index.ts';
import { checkAnswerFiles } from './form-files.ts';
import { sendFormCopy } from './form-mail.ts';
import type { checkAnswers, FormRow } from './form.service.ts';

type Checked = ReturnType<typeof checkAnswers>;

/** A checked sheet after the file post-check (every FileRef an upload of this form, within the limit). */
export async function checkedFiles(ctx: Ctx, form: FormRow, checked: Checked): Promise<Checked> {
  const answers = await checkAnswerFiles(ctx.db, form.incubatorId, form, checked.answers, {
    maxFileSize: ctx.config.uploadLimitBytes,
    language: checked.language,
  });
  return answers === checked.answers ? checked : { ...checked, answers };
}

/** The copy of a shared form's answers sent to the address the visitor gave, after the submission commits. */
export async function mailFormCopy(ctx: Ctx, form: FormRow, to: string, checked: Checked): Promise<void> {
  await sendFormCopy(
    {
      db: ctx.db,
      database: ctx.database,
      incubator: await getIncubator(ctx.db, form.incubatorId),
      transport: ctx.mail,
      fromAddress: ctx.config.mailFrom,
      afterCommit: (effect) => ctx.afterCommit(effect),
    },
    form,
    { to, answers: checked.answers, language: checked.language, origin: ctx.request.origin },
  );
}
