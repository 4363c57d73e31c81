import { AuthenticationRequiredError } from './errors.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { FileStorage } from '../storage/index.ts';
import type { PermissionCriteria, RoleType } from '@cohort/shared';
import type { OperationTypeNode } from 'graphql';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { TenantScope } from '../db/scope.ts';
import type { MailTransport } from '../mail/transport.ts';
import type { PubSub } from '../pubsub/index.ts';
import type { TenantRef } from '../tenancy/resolve.ts';

/** Who is calling: filled by the identity layer once a session token is verified. */
export interface Viewer {
  userId: string;
  sessionId: string;
  roleId: string;
  roleType: RoleType;
  /** Permission keys the role holds, with their criteria (keys it does not hold are absent). */
  permissions: ReadonlyMap<string, PermissionCriteria>;
  /** The role types this role may see and manage (USER_ROLES criteria); empty means all. */
  userAccessRoles: readonly string[];
  /** The startups the viewer is a member of (read with the session, so lists need no statement for it). */
  startupIds: readonly string[];
  /** Which people and startups the role lets the viewer find in the community (ALL, NONE or the role's own rule). */
  peopleVisibility: string;
  startupVisibility: string;
}

export interface RequestInfo {
  host: string;
  /** scheme://host of the request, for links in e-mails. */
  origin: string;
  language: string;
  ip: string;
  userAgent: string;
}

/** The GraphQL context of one operation. */
export interface Ctx {
  config: Config;
  database: Database;
  /**
   * The transaction of this operation, scoped to `incubator` by row-level security: opened by its first statement,
   * committed when the operation ends. Only valid while executing.
   */
  db: Db;
  /** The scope behind `db` (null without an organisation). */
  scope: TenantScope | null;
  /** query, mutation or subscription, once the operation is known (caches serve only queries). */
  operationType: OperationTypeNode | null;
  incubator: TenantRef | null;
  viewer: Viewer | null;
  request: RequestInfo;
  pubsub: PubSub;
  /** The key that signs session tokens. */
  signingKey: Uint8Array;
  mail: MailTransport;
  /** The job queue: long work (batches, exports) queued after the transaction commits. */
  jobs: JobQueue;
  storage: FileStorage;
  /** Drops the cache of host names to organisations (after a slug, domain or suspension changes). */
  forgetTenants(): void;
  /** Runs `effect` once the operation's transaction has committed (live events, e-mails). */
  afterCommit(effect: () => void): void;
}

/** The signed-in viewer and their organisation, for resolvers that need both; AuthenticationRequiredError otherwise. */
export function viewerOf(ctx: Ctx): { viewer: Viewer; incubatorId: string } {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { viewer: ctx.viewer, incubatorId: ctx.incubator.id };
}
