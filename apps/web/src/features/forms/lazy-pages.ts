import { lazyPage } from '../../lib/lazy-page.ts';

export const ShareFormPage = lazyPage(() => import('./pages/share-form-page.tsx').then((m) => m.ShareFormPage));
export const SurveyPage = lazyPage(() => import('./pages/survey-page.tsx').then((m) => m.SurveyPage));
export const FormAnswersPage = lazyPage(() => import('./pages/form-answers-page.tsx').then((m) => m.FormAnswersPage));
export const FormPrintPage = lazyPage(() => import('./pages/form-print-page.tsx').then((m) => m.FormPrintPage));
