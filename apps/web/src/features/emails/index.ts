import { lazyPage } from '../../lib/lazy-page.ts';

export const OutboxPage = lazyPage(() => import('./pages/outbox-page.tsx').then((m) => m.OutboxPage));
export { canReadOutbox, OUTBOX_PATH } from './utils/outbox.ts';
