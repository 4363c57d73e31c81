import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

interface CapturedMail {
  to: string[];
  subject: string;
  decoded: string;
}

/**
 * The link of the newest e-mail that reached the test SMTP server for an address, whose path starts with
 * `pathPrefix` (the server under test sends real mail to it; the global setup keeps each message as a file).
 */
export async function linkFromMail(
  recipient: string,
  pathPrefix: string,
  sentAfter = 0,
  timeoutMs = 15_000,
): Promise<URL> {
  const folder = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = readdirSync(folder)
      .filter((file) => Number(file.split('-')[0]) >= sentAfter)
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CapturedMail;
      if (!mail.to.includes(recipient)) continue;
      const link = new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(
        mail.decoded,
      )?.[0];
      if (link) return new URL(link.replace(/&amp;/g, '&'));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail with a ${pathPrefix} link reached ${recipient}`);
}

/** The first e-mail to an address, sent after a moment, that `matches`; waited for. Its decoded text. */
async function waitForMail(
  recipient: string,
  matches: (mail: CapturedMail) => boolean,
  what: string,
  sentAfter: number,
  timeoutMs: number,
): Promise<string> {
  const folder = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(folder).filter((name) => Number(name.split('-')[0]) >= sentAfter)) {
      const mail = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as CapturedMail;
      if (mail.to.includes(recipient) && matches(mail)) return mail.decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail ${what} reached ${recipient}`);
}

/** The e-mail to an address whose subject is `subject`, waited for; its decoded text. */
export function mailWithSubject(
  recipient: string,
  subject: string,
  sentAfter = 0,
  timeoutMs = 15_000,
): Promise<string> {
  return waitForMail(recipient, (mail) => mail.subject === subject, `"${subject}"`, sentAfter, timeoutMs);
}

/** The first e-mail to an address, sent after a moment, whose decoded text contains `text`; waited for. */
export function mailContaining(recipient: string, text: string, sentAfter = 0, timeoutMs = 15_000): Promise<string> {
  return waitForMail(recipient, (mail) => mail.decoded.includes(text), `containing "${text}"`, sentAfter, timeoutMs);
}
