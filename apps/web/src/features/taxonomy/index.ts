// The pages, loaded on demand (the router imports lazy-pages.ts itself, not this index).
export * from './lazy-pages.ts';
export { TaxonomySettingsLink } from './components/taxonomy-settings-link.tsx';
export { DEFAULT_TAG_KIND, TAXONOMY_PATH } from './utils/tag-kinds.ts';
