import { safeHref } from './safe-href.ts';

export interface SupportContact {
  email?: string | null;
  url: string;
}

/**
 * Spec 01 §2.5 Contact Us: a mail to the organisation's support mailbox when the server gives one (it applies the
 * role rule), otherwise the public contact page, opened in a new tab.
 */
export function supportContactTarget(contact: SupportContact): { href: string; newTab: boolean } | null {
  const email = contact.email?.trim();
  if (email) return { href: `mailto:${email}`, newTab: false };
  const url = safeHref(contact.url);
  return url ? { href: url, newTab: true } : null;
}
