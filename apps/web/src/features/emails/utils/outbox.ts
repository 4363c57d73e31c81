import { ROLE_GROUPS } from '@cohort/shared';

export { OUTBOX_PATH } from './outbox-path.ts';
export const OUTBOX_PAGE_SIZE = 25;

/** The outbox is for the admin group (Admin, AdminCoach, SubAdmin), as on the server. */
export function canReadOutbox(roleType: string | null | undefined): boolean {
  return roleType != null && (ROLE_GROUPS.adminGroup as readonly string[]).includes(roleType);
}

export const EMAIL_STATUSES = ['sent', 'recorded', 'queued', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const EMAIL_TEMPLATES = ['reset', 'invitation', 'confirmation', 'incubatorEmail'] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

const STATUS_COLOURS: Record<EmailStatus, string> = {
  sent: 'green',
  recorded: 'blue',
  queued: 'orange',
  failed: 'red',
};

export function isEmailStatus(value: string): value is EmailStatus {
  return (EMAIL_STATUSES as readonly string[]).includes(value);
}

export function isEmailTemplate(value: string): value is EmailTemplate {
  return (EMAIL_TEMPLATES as readonly string[]).includes(value);
}

/** The badge colour of a delivery status; grey for a status this version does not know. */
export function statusColour(status: string): string {
  return isEmailStatus(status) ? STATUS_COLOURS[status] : 'gray';
}

/** The 1-based page of the `page` search parameter, at least 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages the pagination shows (at least one). */
export function pageCount(totalCount: number, pageSize = OUTBOX_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
