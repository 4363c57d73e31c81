export { emailMessages, type EmailStatus } from './mail.table.ts';
export { type ActionEmail, type MailContext, sendActionEmail } from './mail.service.ts';
export type { EmailLine, EmailTemplate } from './mail.templates.ts';
