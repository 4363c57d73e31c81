import { LOCAL_STORAGE_PREFIX } from '@cohort/shared';
import * as z from 'zod/mini';
import { getLocalStorage, type KeyValueStorage, safeGet, safeRemove, safeSet } from '../../../lib/browser-storage.ts';

/** The portfolio shows startups as cards or in a table; the choice is remembered on this device. */
export const STARTUPS_VIEWS = ['cards', 'table'] as const;
export type StartupsView = (typeof STARTUPS_VIEWS)[number];
export const DEFAULT_STARTUPS_VIEW: StartupsView = 'cards';

/** The `aa:` key of the choice, validated on read like the other client preferences (lib/preferences.ts). */
export const STARTUPS_VIEW_STORAGE_KEY = `${LOCAL_STORAGE_PREFIX}startups-view`;
const viewSchema = z.enum(STARTUPS_VIEWS);

/** The stored view; anything unreadable or unknown falls back to cards and is removed. */
export function readStartupsView(storage: KeyValueStorage | null = getLocalStorage()): StartupsView {
  const raw = safeGet(storage, STARTUPS_VIEW_STORAGE_KEY);
  if (raw === null) return DEFAULT_STARTUPS_VIEW;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = viewSchema.safeParse(parsed);
  if (result.success) return result.data;
  safeRemove(storage, STARTUPS_VIEW_STORAGE_KEY);
  return DEFAULT_STARTUPS_VIEW;
}

export function writeStartupsView(view: StartupsView, storage: KeyValueStorage | null = getLocalStorage()): void {
  safeSet(storage, STARTUPS_VIEW_STORAGE_KEY, JSON.stringify(viewSchema.parse(view)));
}

export function isStartupsView(value: unknown): value is StartupsView {
  return viewSchema.safeParse(value).success;
}
