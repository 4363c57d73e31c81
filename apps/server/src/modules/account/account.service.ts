import {
  type AccountPreferencesInput,
  isTopicOn,
  mergeNotificationPreferences,
  type NotificationPreferences,
  PREFERENCE_TOPICS,
  type PreferenceTopic,
  TOPIC_CHANNELS,
} from '@cohort/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { verifyPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/client.ts';
import { deleteValuesOf } from '../customfields/index.ts';
import { endSessions } from '../identity/index.ts';
import { roles } from '../roles/index.ts';
import { findUserById, type UserChanges, updateUser, users, type UserWithRole } from '../users/index.ts';

/** The role types that administer an organisation: one active person of them must remain. */
const ADMINISTRATORS = ['Admin', 'AdminCoach'] as const;

/** Whether someone other than this person holds an administrator role and may sign in. */
async function hasOtherAdministrator(db: Db, incubatorId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, and(eq(roles.incubatorId, users.incubatorId), eq(roles.id, users.roleId)))
    .where(
      and(
        eq(users.incubatorId, incubatorId),
        ne(users.id, userId),
        inArray(users.status, ['active', 'pending']),
        inArray(roles.type, [...ADMINISTRATORS]),
      ),
    );
  return (row?.count ?? 0) > 0;
}

/** One topic of the preferences page with its two switches; a channel the topic does not offer reads false. */
export interface TopicPreference {
  topic: PreferenceTopic;
  inApp: boolean;
  email: boolean;
}

/** Every topic, in the order of PREFERENCE_TOPICS, with the person's switches (on unless switched off). */
export function topicPreferences(preferences: NotificationPreferences): TopicPreference[] {
  return PREFERENCE_TOPICS.map((topic) => ({
    topic,
    inApp: TOPIC_CHANNELS[topic].includes('inApp') && isTopicOn(preferences, topic, 'inApp'),
    email: TOPIC_CHANNELS[topic].includes('email') && isTopicOn(preferences, topic, 'email'),
  }));
}

/** Saves what the person changed of their language, time zone, date format and notification switches. */
export async function updatePreferences(
  db: Db,
  incubatorId: string,
  user: UserWithRole,
  input: AccountPreferencesInput,
): Promise<void> {
  const changes: UserChanges = {};
  if (input.language !== undefined) changes.language = input.language;
  if (input.timezone !== undefined) changes.timezone = input.timezone;
  if (input.dateFormat !== undefined) changes.dateFormat = input.dateFormat;
  if (input.notificationPreferences !== undefined) {
    changes.notificationPreferences = mergeNotificationPreferences(
      user.notificationPreferences,
      input.notificationPreferences,
    );
  }
  if (Object.keys(changes).length > 0) await updateUser(db, incubatorId, user.id, changes);
}

/** The address a deleted account keeps: unique, never deliverable (`.invalid`, RFC 2606), so the real one is free. */
export function deletedAddress(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

export type SelfDeletion =
  | { ok: true; endedSessionIds: string[] }
  | { ok: false; reason: 'notAllowed' | 'wrongPassword' | 'notFound' | 'lastAdministrator' };

/**
 * A person deletes their own account (issue 16 point 8), when the organisation allows it and with their password:
 * the account becomes `deleted` (sign-in answers as for an unknown e-mail, every session ends), its e-mail address is
 * freed, and its personal data — names, pictures, headline, profile (phone included), language, time zone,
 * preferences, custom field answers about them — is erased. What they wrote (posts, comments, answers, tasks) stays
 * and shows "Deleted user" as its author.
 */
export async function deleteOwnAccount(
  db: Db,
  incubator: { id: string; allowUserSelfDelete: boolean },
  userId: string,
  password: string,
): Promise<SelfDeletion> {
  if (!incubator.allowUserSelfDelete) return { ok: false, reason: 'notAllowed' };
  const user = await findUserById(db, incubator.id, userId);
  if (!user || user.status === 'deleted') return { ok: false, reason: 'notFound' };
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    return { ok: false, reason: 'wrongPassword' };
  }
  if (
    (ADMINISTRATORS as readonly string[]).includes(user.role.type) &&
    !(await hasOtherAdministrator(db, incubator.id, user.id))
  ) {
    return { ok: false, reason: 'lastAdministrator' };
  }
  await updateUser(db, incubator.id, user.id, {
    status: 'deleted',
    email: deletedAddress(user.id),
    firstName: '',
    lastName: '',
    passwordHash: null,
    headline: null,
    avatar: null,
    cover: null,
    profile: {},
    language: null,
    timezone: null,
    dateFormat: null,
    notificationPreferences: {},
    validated: false,
  });
  await deleteValuesOf(db, incubator.id, [user.id]);
  const endedSessionIds = await endSessions(db, incubator.id, { userId: user.id }, 'account-deleted');
  return { ok: true, endedSessionIds };
}
