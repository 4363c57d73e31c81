import { lazyPage } from '../../lib/lazy-page.ts';

export const SecurityPage = lazyPage(() => import('./pages/security-page.tsx').then((m) => m.SecurityPage));
