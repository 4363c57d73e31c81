import type { Translate } from '../../platform/i18n/translate.ts';

export type EmailTemplate =
  | 'reset'
  | 'invitation'
  | 'confirmation'
  | 'incubatorEmail'
  | 'formCopy'
  | 'applicationSubmitted'
  | 'applicationCofounder'
  | 'applicationLead'
  // Issue 14, the application file: an interview's invitation, its change and its cancellation; the decisions.
  | 'applicationMeeting'
  | 'applicationMeetingChanged'
  | 'applicationMeetingCanceled'
  | 'applicationAccepted'
  | 'applicationRejected'
  | 'applicationDelayRejected'
  // Issue 15: an evaluator's new reviews, and the reminder of those missing.
  | 'evaluationAssigned'
  | 'evaluationReminder'
  // Issue 16: a coaching session scheduled, moved, cancelled (each with its .ics), and its reminder.
  | 'coachingSessionScheduled'
  | 'coachingSessionChanged'
  | 'coachingSessionCanceled'
  | 'coachingSessionReminder'
  // Issue 17: a metrics form whose deadline is near, and one past it.
  | 'metricsReminder'
  | 'metricsLate';

/** Texts written by staff (a funnel's decision e-mail): they replace the template's subject, greeting and paragraphs. */
export interface EmailContent {
  subject: string;
  paragraphs: readonly string[];
}

/** A "label: value" line under the intro (a copy of a form's answers). */
export interface EmailLine {
  label: string;
  value: string;
  /** The value is a link to this address (e.g. an invitation's cancel link). */
  href?: string;
}

export interface Branding {
  organisation: string;
  logo: string | null;
  primary: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An e-mail with one call to action, in the recipient's language and the organisation's colours. */
export function renderActionEmail(
  template: EmailTemplate,
  t: Translate,
  branding: Branding,
  input: {
    name: string;
    link: string;
    values: Record<string, string | number>;
    lines?: readonly EmailLine[];
    content?: EmailContent;
  },
): RenderedEmail {
  const values = { organisation: branding.organisation, name: input.name, ...input.values };
  const custom = input.content;
  const subject = custom ? custom.subject : t(`email.${template}.subject`, values);
  const paragraphs = custom
    ? [...custom.paragraphs]
    : [t(`email.${template}.intro`, values), t(`email.${template}.expiry`, values)];
  const button = t(`email.${template}.button`, values);
  // Staff's own text carries its greeting, and a decision is expected: no second greeting, no "ignore it" line.
  const greeting = custom ? '' : t('email.greeting', values);
  const footer = t('email.footer', values);
  const ignore = custom ? '' : t('email.ignore', values);
  const fallback = t('email.buttonFallback', values);
  const lines = input.lines ?? [];
  const linesHtml =
    lines.length === 0
      ? ''
      : `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-top:1px solid #e4e7eb;margin:8px 0">
${lines.map((line) => `<tr><td style="padding:8px 0;border-bottom:1px solid #e4e7eb"><strong>${escapeHtml(line.label)}</strong><br>${line.href ? `<a href="${escapeHtml(line.href)}">${escapeHtml(line.value)}</a>` : `<span style="white-space:pre-wrap">${escapeHtml(line.value)}</span>`}</td></tr>`).join('\n')}
</table>\n`;
  const logo = branding.logo
    ? `<img src="${escapeHtml(branding.logo)}" alt="${escapeHtml(branding.organisation)}" height="40" style="height:40px">`
    : `<strong style="font-size:18px;color:${escapeHtml(branding.primary)}">${escapeHtml(branding.organisation)}</strong>`;
  const html = `<!doctype html><html><body style="margin:0;background:#f4f6fb;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="padding-bottom:24px">${logo}</td></tr>
<tr><td style="font-size:16px;line-height:24px">${greeting ? `<p>${escapeHtml(greeting)}</p>` : ''}
${paragraphs.map((p) => (custom ? `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>` : `<p>${escapeHtml(p)}</p>`)).join('\n')}
${linesHtml}<p style="padding:16px 0"><a href="${escapeHtml(input.link)}" style="background:${escapeHtml(branding.primary)};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(fallback)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
${ignore ? `<p style="font-size:13px;color:#52606d">${escapeHtml(ignore)}</p>` : ''}</td></tr>
<tr><td style="font-size:12px;color:#7b8794;padding-top:24px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const textLines = lines.length === 0 ? [] : ['', ...lines.map((line) => `${line.label}: ${line.value}`)];
  const text = [
    ...(greeting ? [greeting, ''] : []),
    ...(custom ? paragraphs.flatMap((paragraph, index) => (index === 0 ? [paragraph] : ['', paragraph])) : paragraphs),
    ...textLines,
    '',
    `${button}: ${input.link}`,
    '',
    ...(ignore ? [ignore, ''] : []),
    footer,
  ].join('\n');
  return { subject, html, text };
}
