import { lazyPage } from '../../lib/lazy-page.ts';

export const ExportsPage = lazyPage(() => import('./pages/exports-page.tsx').then((m) => m.ExportsPage));
export { EXPORTS_PATH } from './utils/exports-path.ts';
