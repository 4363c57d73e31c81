import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
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
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
