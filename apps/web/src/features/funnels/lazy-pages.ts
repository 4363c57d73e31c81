import { lazyPage } from '../../lib/lazy-page.ts';

export { FUNNELS_PATH } from './utils/funnels-url.ts';
export const FunnelsPage = lazyPage(() => import('./pages/funnels-page.tsx').then((m) => m.FunnelsPage));
export const FunnelBuilderPage = lazyPage(() =>
  import('./pages/funnel-builder-page.tsx').then((m) => m.FunnelBuilderPage),
);
