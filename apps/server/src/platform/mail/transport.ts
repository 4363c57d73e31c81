import nodemailer from 'nodemailer';

/** A file sent with a message (an interview's .ics invitation). */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** The MIME type, parameters included (`text/calendar; charset=utf-8; method=REQUEST`). */
  contentType: string;
}

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: readonly MailAttachment[];
}

/** Delivers mail over SMTP (SMTP_URL); without it, messages are only recorded. */
export interface MailTransport {
  readonly delivers: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return { delivers: false, send: async () => undefined, close: () => undefined };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    delivers: true,
    async send(mail) {
      await transporter.sendMail({
        ...mail,
        attachments: mail.attachments?.map((file) => ({
          filename: file.filename,
          content: file.content,
          contentType: file.contentType,
        })),
      });
    },
    close: () => transporter.close(),
  };
}
