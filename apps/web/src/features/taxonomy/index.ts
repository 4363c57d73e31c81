import { lazyPage } from '../../lib/lazy-page.ts';

export const TaxonomyTagsPage = lazyPage(() =>
  import('./pages/taxonomy-tags-page.tsx').then((m) => m.TaxonomyTagsPage),
);
export { TaxonomySettingsLink } from './components/taxonomy-settings-link.tsx';
export { DEFAULT_TAG_KIND, TAXONOMY_PATH, tagsPath } from './utils/tag-kinds.ts';
