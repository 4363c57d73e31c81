import type { CombinedError } from 'urql';
import { createContext, useContext } from 'react';
import type { PublicOrganisation } from './graphql/public-organisation.query.ts';

export type OrganisationState =
  | { status: 'loading' }
  | { status: 'ready'; organisation: PublicOrganisation }
  /** The host names no organisation (IncubatorNotFoundError). */
  | { status: 'missing' }
  | { status: 'failed'; error: CombinedError };

export const OrganisationContext = createContext<OrganisationState>({ status: 'loading' });

export function useOrganisationState(): OrganisationState {
  return useContext(OrganisationContext);
}

/** The organisation, or null while it loads, when the host names none, or when loading failed. */
export function useOptionalOrganisation(): PublicOrganisation | null {
  const state = useOrganisationState();
  return state.status === 'ready' ? state.organisation : null;
}

/** The organisation of the host; for pages rendered under the organisation gate, where it is always loaded. */
export function useOrganisation(): PublicOrganisation {
  const organisation = useOptionalOrganisation();
  if (!organisation) throw new Error('useOrganisation() used outside the organisation gate');
  return organisation;
}

/** The organisation's title: its SEO title when SEO is active, else its name. */
export function tenantTitle(organisation: Pick<PublicOrganisation, 'name' | 'seo'> | null): string {
  if (!organisation) return 'Cohort';
  const seoTitle = organisation.seo.active ? organisation.seo.seoTitle.trim() : '';
  return seoTitle || organisation.name;
}
