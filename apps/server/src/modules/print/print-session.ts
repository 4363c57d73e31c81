import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { signSessionToken } from '../../platform/auth/token.ts';
import { userSessions } from '../identity/index.ts';

/** How long a print session may live at most: a zip of a thousand PDFs takes well under this. */
const PRINT_SESSION_HOURS = 6;
export const PRINT_SESSION_METHOD = 'print';

export interface PrintSession {
  token: string;
  /** Keeps the session from going idle between two pages (a long export). */
  touch(): Promise<void>;
  /** Ends the session: its token opens nothing afterwards. */
  close(): Promise<void>;
}

/**
 * A session of a user that the server opens to render their print views in Chromium when no request of theirs is
 * at hand (a queued export): the pages see exactly what the user may see, and the session ends with the work. It is
 * listed with the user's sessions (method `print`) while it lives.
 */
export async function openPrintSession(
  deps: { database: Database; signingKey: Uint8Array },
  incubatorId: string,
  userId: string,
): Promise<PrintSession> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + PRINT_SESSION_HOURS * 3_600_000);
  const sessionId = newId();
  await withTenant(deps.database.db, incubatorId, (tx) =>
    tx.insert(userSessions).values({
      incubatorId,
      id: sessionId,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      userAgent: 'Cohort export',
      ip: '',
      method: PRINT_SESSION_METHOD,
    }),
  );
  const token = await signSessionToken(deps.signingKey, { userId, sessionId, incubatorId }, expiresAt);
  const ofSession = and(eq(userSessions.incubatorId, incubatorId), eq(userSessions.id, sessionId));
  return {
    token,
    async touch() {
      await withTenant(deps.database.db, incubatorId, (tx) =>
        tx
          .update(userSessions)
          .set({ lastSeenAt: new Date() })
          .where(and(ofSession, isNull(userSessions.endedAt))),
      );
    },
    async close() {
      await withTenant(deps.database.db, incubatorId, (tx) =>
        tx
          .update(userSessions)
          .set({ endedAt: new Date(), endReason: 'print finished' })
          .where(and(ofSession, isNull(userSessions.endedAt))),
      );
    },
  };
}
