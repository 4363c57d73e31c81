import { lazyPage } from '../../lib/lazy-page.ts';

export const TaxonomyTagsPage = lazyPage(() =>
  import('./pages/taxonomy-tags-page.tsx').then((m) => m.TaxonomyTagsPage),
);
// The path the router sends /taxonomy to.
export { tagsPath } from './utils/tag-kinds.ts';
