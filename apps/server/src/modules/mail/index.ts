export { type EmailAttachmentRecord, emailMessages, type EmailStatus } from './mail.table.ts';
export { type ActionEmail, type MailContext, sendActionEmail } from './mail.service.ts';
export type { EmailContent, EmailLine, EmailTemplate } from './mail.templates.ts';
export type { MailAttachment } from '../../platform/mail/transport.ts';
