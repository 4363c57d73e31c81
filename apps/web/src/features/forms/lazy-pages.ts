import { lazyPage } from '../../lib/lazy-page.ts';

export { FORMS_PATH } from './utils/forms-url.ts';
export const FormsPage = lazyPage(() => import('./pages/forms-page.tsx').then((m) => m.FormsPage));
export const FormBuilderPage = lazyPage(() => import('./pages/form-builder-page.tsx').then((m) => m.FormBuilderPage));
export const FormComparePage = lazyPage(() => import('./pages/form-compare-page.tsx').then((m) => m.FormComparePage));
export const ShareFormPage = lazyPage(() => import('./pages/share-form-page.tsx').then((m) => m.ShareFormPage));
export const SurveyPage = lazyPage(() => import('./pages/survey-page.tsx').then((m) => m.SurveyPage));
export const FormAnswersPage = lazyPage(() => import('./pages/form-answers-page.tsx').then((m) => m.FormAnswersPage));
export const FormPrintPage = lazyPage(() => import('./pages/form-print-page.tsx').then((m) => m.FormPrintPage));
