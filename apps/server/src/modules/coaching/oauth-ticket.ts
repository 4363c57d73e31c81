import { jwtVerify, SignJWT } from 'jose';

/**
 * The ticket a start mutation gives the browser for an OAuth linking flow (a page navigation carries no bearer
 * token): it names the person, for one audience (organisation and provider), for two minutes.
 */
export function signStartTicket(signingKey: Uint8Array, audience: string, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(audience)
    .setExpirationTime('2m')
    .sign(signingKey);
}

/** The person a start ticket names, or null (forged, expired, another organisation's or provider's). */
export async function startTicketHolder(
  signingKey: Uint8Array,
  audience: string,
  ticket: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(ticket, signingKey, { audience, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
