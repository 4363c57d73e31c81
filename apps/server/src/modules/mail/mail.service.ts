import { EMAIL_TOPIC, wantsEmail } from '@cohort/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { translatorFor } from '../../platform/i18n/translate.ts';
import type { MailAttachment, MailTransport, OutgoingMail } from '../../platform/mail/transport.ts';
import type { IncubatorRow } from '../organisations/index.ts';
import { users } from '../users/index.ts';
import { emailMessages } from './mail.table.ts';
import { type EmailContent, type EmailLine, type EmailTemplate, renderActionEmail } from './mail.templates.ts';

export interface MailContext {
  db: Db;
  database: Database;
  incubator: IncubatorRow;
  transport: MailTransport;
  fromAddress: string;
  afterCommit(effect: () => void): void;
}

export interface ActionEmail {
  template: EmailTemplate;
  to: string;
  userId: string | null;
  language: string;
  name: string;
  link: string;
  values?: Record<string, string | number>;
  /** "label: value" lines under the intro (a copy of a form's answers). */
  lines?: readonly EmailLine[];
  /** A subject and paragraphs written by staff (a funnel's decision e-mail) instead of the template's own texts. */
  content?: EmailContent;
  /** Files sent with the message (an interview's .ics invitation); the outbox records their names, types and sizes. */
  attachments?: readonly MailAttachment[];
}

/**
 * Whether the person an e-mail is for wants it: a template of a topic they switched off in their preferences is not
 * sent (issue 16 point 8). E-mails to no known account, and templates of no topic (security, identity), always are.
 */
async function isWanted(ctx: MailContext, email: ActionEmail): Promise<boolean> {
  if (!email.userId || !Object.hasOwn(EMAIL_TOPIC, email.template)) return true;
  const [person] = await ctx.db
    .select({ preferences: users.notificationPreferences })
    .from(users)
    .where(and(eq(users.incubatorId, ctx.incubator.id), eq(users.id, email.userId)));
  return wantsEmail(person?.preferences, email.template);
}

/**
 * Records an e-mail in email_messages inside the current transaction, then delivers it over SMTP once the
 * transaction has committed (status sent or failed); without SMTP the message stays recorded for admins to read.
 * Answers null, recording nothing, when the recipient switched this kind of e-mail off.
 */
export async function sendActionEmail(ctx: MailContext, email: ActionEmail): Promise<string | null> {
  if (!(await isWanted(ctx, email))) return null;
  const { incubator } = ctx;
  const rendered = renderActionEmail(
    email.template,
    translatorFor(email.language),
    {
      organisation: incubator.name,
      logo: incubator.logo && !incubator.logo.startsWith('data:') ? incubator.logo : null,
      primary: incubator.customLogin.buttonBackgroundColor || '#3b5bdb',
    },
    {
      name: email.name,
      link: email.link,
      values: email.values ?? {},
      lines: email.lines ?? [],
      ...(email.content ? { content: email.content } : {}),
    },
  );
  const attachments = email.attachments ?? [];
  const id = newId();
  await ctx.db.insert(emailMessages).values({
    incubatorId: incubator.id,
    id,
    template: email.template,
    userId: email.userId,
    toAddress: email.to,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    language: email.language,
    attachments:
      attachments.length === 0
        ? null
        : attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            size: Buffer.byteLength(file.content),
          })),
    status: ctx.transport.delivers ? 'queued' : 'recorded',
  });
  if (ctx.transport.delivers) {
    const from = `"${incubator.name.replace(/"/g, '')}" <${ctx.fromAddress}>`;
    ctx.afterCommit(() => {
      void deliver(ctx, id, { from, to: email.to, ...rendered, attachments });
    });
  }
  return id;
}

async function deliver(ctx: MailContext, id: string, mail: OutgoingMail): Promise<void> {
  let status: 'sent' | 'failed' = 'sent';
  let error: string | null = null;
  try {
    await ctx.transport.send(mail);
  } catch (failure) {
    status = 'failed';
    error = failure instanceof Error ? failure.message : String(failure);
  }
  const incubatorId = ctx.incubator.id;
  await withTenant(ctx.database.db, incubatorId, (tx) =>
    tx
      .update(emailMessages)
      .set({ status, error, sentAt: status === 'sent' ? new Date() : null })
      .where(and(eq(emailMessages.incubatorId, incubatorId), eq(emailMessages.id, id))),
  ).catch(() => undefined);
}
