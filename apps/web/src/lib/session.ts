import { LOCAL_STORAGE_PREFIX, TOKEN_STORAGE_KEY } from '@cohort/shared';
import { getLocalStorage, getSessionStorage, type KeyValueStorage, safeGet } from './browser-storage.ts';

/** The session id kept for this tab (spec 01 §9: stored session id). */
export const SESSION_ID_STORAGE_KEY = `${LOCAL_STORAGE_PREFIX}session-id`;

export function readAccessToken(storage: KeyValueStorage | null = getLocalStorage()): string | null {
  const token = safeGet(storage, TOKEN_STORAGE_KEY);
  return token && token.trim() !== '' ? token : null;
}

export function readSessionId(storage: KeyValueStorage | null = getSessionStorage()): string | null {
  return safeGet(storage, SESSION_ID_STORAGE_KEY);
}

export function authorizationHeader(token: string | null): string | undefined {
  return token ? `Bearer ${token}` : undefined;
}

/**
 * The organisation identifier of the host (architecture rule 1): its first label,
 * or null for a bare localhost or an IP address, where the server uses its default organisation.
 */
export function organisationFromHostname(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host === 'localhost') return null;
  if (host.includes(':') || host.startsWith('[')) return null;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(host)) return null;
  const [firstLabel] = host.split('.');
  return firstLabel && firstLabel !== '' ? firstLabel : null;
}
