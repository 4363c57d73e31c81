import { lazyPage } from '../../lib/lazy-page.ts';

export const FormAnswersPage = lazyPage(() => import('./pages/form-answers-page.tsx').then((m) => m.FormAnswersPage));
export const FormPrintPage = lazyPage(() => import('./pages/form-print-page.tsx').then((m) => m.FormPrintPage));
