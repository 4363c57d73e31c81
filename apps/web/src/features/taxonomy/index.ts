export { TaxonomySettingsLink } from './components/taxonomy-settings-link.tsx';
