import { LOCAL_STORAGE_PREFIX, type FormAnswers } from '@cohort/shared';
import { type KeyValueStorage, getLocalStorage, safeGet, safeRemove, safeSet } from '../../../lib/browser-storage.ts';

/** An anonymous visitor's draft of a shared form stays in this browser, by share link. */
const key = (shareId: string) => `${LOCAL_STORAGE_PREFIX}form-draft:${shareId}`;

export function readBrowserDraft(
  shareId: string,
  storage: KeyValueStorage | null = getLocalStorage(),
): FormAnswers | null {
  const text = safeGet(storage, key(shareId));
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as FormAnswers) : null;
  } catch {
    return null;
  }
}

export function writeBrowserDraft(shareId: string, answers: FormAnswers, storage = getLocalStorage()): void {
  safeSet(storage, key(shareId), JSON.stringify(answers));
}

export function clearBrowserDraft(shareId: string, storage = getLocalStorage()): void {
  safeRemove(storage, key(shareId));
}
