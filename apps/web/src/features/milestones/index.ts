import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * A startup's milestones (`<StartupMilestones startupId={...} />`), for the startup file's Milestones tab; loaded
 * on demand like a page, so render it under a Suspense boundary (the shell has one).
 */
export const StartupMilestones = lazyPage(() =>
  import('./components/startup-milestones.tsx').then((m) => m.StartupMilestones),
);
