import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets Cohort keeps to act for a person elsewhere (a CalDAV password, an OAuth refresh token of a calendar or a
 * video provider), sealed with AES-256-GCM under a key derived from the server's signing key. The derivation label
 * stays "calendar-links", the first secrets sealed so, or those stored would no longer open.
 */
function keyOf(signingKey: Uint8Array): Buffer {
  return createHash('sha256').update(signingKey).update('calendar-links').digest();
}

/** The secret sealed with AES-256-GCM: iv.tag.ciphertext, base64url. */
export function sealSecret(signingKey: Uint8Array, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(signingKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** The secret of `sealSecret`; throws when it was not sealed with this key or was altered. */
export function openSecret(signingKey: Uint8Array, sealed: string): string {
  const [iv = '', tag = '', data = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(signingKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
