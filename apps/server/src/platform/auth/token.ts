import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client.ts';

const ISSUER = 'cohort';
const SECRET_NAME = 'session-signing-key';

/** The key that signs session tokens: COHORT_SECRET, or one generated once and kept in the database. */
export async function loadSigningKey(database: Database, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await database.ownerQuery(
    `insert into platform_secrets (name, value) values ($1, $2) on conflict (name) do nothing`,
    [SECRET_NAME, randomBytes(48).toString('base64url')],
  );
  const [row] = await database.ownerQuery<{ value: string }>('select value from platform_secrets where name = $1', [
    SECRET_NAME,
  ]);
  if (!row) throw new Error('The session signing key is missing');
  return new TextEncoder().encode(row.value);
}

export interface SessionClaims {
  userId: string;
  sessionId: string;
  incubatorId: string;
}

/** A signed session token (HS256) carrying the user, the session id and the organisation; it expires with the session. */
export function signSessionToken(key: Uint8Array, claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(claims.incubatorId)
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** Tokens already verified, per key (a signature does not change); each answer holds until the token expires. */
const verifiedByKey = new WeakMap<Uint8Array, Map<string, { claims: SessionClaims; expiresAt: number }>>();
const VERIFIED_MAX = 10_000;

/** The claims of a valid token of this organisation, or null (forged, expired, another organisation). */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
  incubatorId: string,
): Promise<SessionClaims | null> {
  let verified = verifiedByKey.get(key);
  if (!verified) {
    verified = new Map();
    verifiedByKey.set(key, verified);
  }
  const cacheKey = `${incubatorId} ${token}`;
  const known = verified.get(cacheKey);
  if (known && known.expiresAt > Date.now()) return known.claims;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: incubatorId, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const claims = { userId: payload.sub, sessionId: payload.sid, incubatorId };
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(cacheKey, { claims, expiresAt: payload.exp * 1000 });
    }
    return claims;
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** A single-use token for an e-mail link: 256 random bits, and the SHA-256 that is stored instead. */
export function newEmailToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashEmailToken(token) };
}

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
