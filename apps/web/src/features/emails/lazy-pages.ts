import { lazyPage } from '../../lib/lazy-page.ts';

export const OutboxPage = lazyPage(() => import('./pages/outbox-page.tsx').then((m) => m.OutboxPage));
// The router's path to the area. This module is in the entry, and the build brings whatever it re-exports with it.
export { OUTBOX_PATH } from './utils/outbox-path.ts';
