export { INCUBATOR_NOT_FOUND_PATH, OrganisationGate } from './components/organisation-gate.tsx';
export { type LayoutSettings, LayoutSettingsFragment } from './graphql/layout.fragment.ts';
export type { LoginLayout, PublicOrganisation } from './graphql/public-organisation.query.ts';
export { usePageTitle } from './hooks/use-page-title.ts';
export { useOptionalOrganisation, useOrganisation } from './organisation-context.ts';
export { OrganisationProvider } from './organisation-provider.tsx';
// The organisation's own words for a startup (menus, search, titles and every area that names startups).
export { useStartupLabels, useStartupRelabel } from './hooks/use-startup-labels.ts';
