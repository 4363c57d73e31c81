export { INCUBATOR_NOT_FOUND_PATH, OrganisationGate } from './components/organisation-gate.tsx';
export { type LayoutSettings, LayoutSettingsFragment } from './graphql/layout.fragment.ts';
export type { LoginLayout, PublicOrganisation } from './graphql/public-organisation.query.ts';
export { usePageTitle } from './hooks/use-page-title.ts';
export {
  type OrganisationState,
  tenantTitle,
  useOptionalOrganisation,
  useOrganisation,
  useOrganisationState,
} from './organisation-context.ts';
export { OrganisationProvider } from './organisation-provider.tsx';
