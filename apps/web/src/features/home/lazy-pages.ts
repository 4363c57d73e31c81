import { lazyPage } from '../../lib/lazy-page.ts';

export const HomePage = lazyPage(() => import('./pages/home-page.tsx').then((m) => m.HomePage));
