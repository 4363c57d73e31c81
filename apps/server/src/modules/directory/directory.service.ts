import { displayRoleLabel, type RoleType } from '@cohort/shared';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/sql.ts';
import type { Db } from '../../platform/db/client.ts';
import { translate } from '../../platform/i18n/translate.ts';
import {
  membersOfStartups,
  type StartupSummary,
  startupMembers,
  startups as startupsTable,
  startupsOfUsers,
} from '../startups/index.ts';
import { roles } from '../roles/index.ts';
import { fullName, selectUsersWithRole, users, type UserWithRole } from '../users/index.ts';

/** A person as avatars, cards and lists show them. */
export interface AvatarData {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  startups: StartupSummary[];
  /** The person deleted their account: names are erased and shown as "Deleted user" (issue 16 point 8). */
  deleted?: boolean;
}

/** The name shown for a person: "Deleted user", in the viewer's language, once they deleted their account. */
export function displayName(
  person: Pick<AvatarData, 'firstName' | 'lastName' | 'deleted'> & { status?: string },
  language: string,
): string {
  if (person.deleted || person.status === 'deleted') return translate(language, 'account.deletedUser');
  return `${person.firstName} ${person.lastName}`.trim();
}

/**
 * A person's avatar (AvatarData) as a JSON value inside a list statement, so that a list reads its rows and the
 * people they show in one statement: `userId` and `incubatorId` are expressions of the outer row. Null when the
 * person does not exist.
 */
export function avatarJson(userId: SQL, incubatorId: SQL): SQL<AvatarData | null> {
  return sql<AvatarData | null>`(select json_build_object(
      'id', av_u.id, 'firstName', av_u.first_name, 'lastName', av_u.last_name, 'avatar', av_u.avatar,
      'deleted', av_u.status = 'deleted',
      'startups', coalesce((
        select json_agg(json_build_object('id', av_s.id, 'name', av_s.name, 'logo', av_s.logo) order by av_s.name)
          from ${startupMembers} av_m
          join ${startupsTable} av_s on av_s.incubator_id = av_m.incubator_id and av_s.id = av_m.startup_id
         where av_m.incubator_id = av_u.incubator_id and av_m.user_id = av_u.id), '[]'::json))
    from ${users} av_u where av_u.incubator_id = ${incubatorId} and av_u.id = ${userId})`;
}

/** Avatars of several people in two statements (people, then their startups). */
export async function loadAvatars(
  db: Db,
  incubatorId: string,
  userIds: readonly string[],
): Promise<Map<string, AvatarData>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      deleted: sql<boolean>`${users.status} = 'deleted'`,
    })
    .from(users)
    .where(and(eq(users.incubatorId, incubatorId), inArray(users.id, ids)));
  const startups = await startupsOfUsers(db, incubatorId, ids);
  return new Map(rows.map((row) => [row.id, { ...row, startups: startups.get(row.id) ?? [] }]));
}

export interface HoverCard extends AvatarData {
  cover: string | null;
  timezone: string | null;
  role: UserWithRole['role'];
  roleLabel: string;
}

/** The role label of each person, with the Founder rule (sizes of their startups). */
export async function roleLabels(
  db: Db,
  incubatorId: string,
  people: readonly { id: string; role: { type: RoleType; label: string | null } }[],
  startups: ReadonlyMap<string, readonly StartupSummary[]>,
): Promise<Map<string, string>> {
  const startupIds = [...new Set([...startups.values()].flatMap((list) => list.map((s) => s.id)))];
  const members = await membersOfStartups(db, incubatorId, startupIds);
  return new Map(
    people.map((person) => [
      person.id,
      displayRoleLabel(
        person.role,
        (startups.get(person.id) ?? []).map((startup) => members.get(startup.id)?.length ?? 0),
      ),
    ]),
  );
}

export async function hoverCard(db: Db, incubatorId: string, userId: string): Promise<HoverCard | null> {
  const [user] = await selectUsersWithRole(
    db,
    and(eq(users.incubatorId, incubatorId), eq(users.id, userId), ne(users.status, 'deleted')),
    { limit: 1 },
  );
  if (!user) return null;
  const startups = await startupsOfUsers(db, incubatorId, [user.id]);
  const labels = await roleLabels(db, incubatorId, [user], startups);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar,
    cover: user.cover,
    timezone: user.timezone,
    startups: startups.get(user.id) ?? [],
    role: user.role,
    roleLabel: labels.get(user.id) ?? user.role.type,
  };
}

export interface PersonHit {
  id: string;
  fullName: string;
  avatar: string | null;
  email: string;
  roleLabel: string;
}

/** People whose name or e-mail matches, among the role types the viewer may see (empty list: all). */
export async function searchPeople(
  db: Db,
  incubatorId: string,
  term: string,
  visibleRoles: readonly string[],
  limit: number,
): Promise<PersonHit[]> {
  const like = `%${escapeLike(term)}%`;
  const found = await selectUsersWithRole(
    db,
    and(
      eq(users.incubatorId, incubatorId),
      ne(users.status, 'deleted'),
      or(sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${like}`, sql`${users.email} ilike ${like}`),
      visibleRoles.length > 0 ? inArray(roles.type, visibleRoles as RoleType[]) : undefined,
    ),
    { limit, orderBy: [sql`${users.firstName}`, sql`${users.lastName}`] },
  );
  const startups = await startupsOfUsers(
    db,
    incubatorId,
    found.map((user) => user.id),
  );
  const labels = await roleLabels(db, incubatorId, found, startups);
  return found.map((user) => ({
    id: user.id,
    fullName: fullName(user),
    avatar: user.avatar,
    email: user.email,
    roleLabel: labels.get(user.id) ?? user.role.type,
  }));
}
