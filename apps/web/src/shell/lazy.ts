import { lazyPage } from '../lib/lazy-page.ts';

export const ShellLayout = lazyPage(() => import('./shell-layout.tsx').then((m) => m.ShellLayout));
