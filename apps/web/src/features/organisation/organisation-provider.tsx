import { ERROR_CODES } from '@cohort/shared';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { setDocumentTitle, setFavicon, setMetaDescription } from '../../lib/document-head.ts';
import { graphqlErrorCode } from '../../lib/graphql-errors.ts';
import { applyLanguage, currentLanguageOverride, resolveInterfaceLanguage } from '../../lib/i18n.ts';
import { type PublicOrganisation, PublicOrganisationQuery } from './graphql/public-organisation.query.ts';
import { OrganisationContext, type OrganisationState, tenantTitle } from './organisation-context.ts';

/**
 * Loads the organisation of the host name once at start, switches the interface to the language it
 * implies (spec 01 §1), and brands the browser tab. Pages render only once the language is in place,
 * so nobody sees a flash of English before the organisation's default language.
 */
export function OrganisationProvider({ children }: { children: ReactNode }) {
  const [{ data, error, fetching }] = useQuery({ query: PublicOrganisationQuery });
  const [languageSettled, setLanguageSettled] = useState(false);
  // A sign-in or sign-out makes a new GraphQL client with an empty cache: keep the organisation while it reloads.
  const lastOrganisation = useRef<PublicOrganisation | null>(null);

  const loaded = useMemo<OrganisationState>(() => {
    if (data?.publicIncubator) return { status: 'ready', organisation: data.publicIncubator };
    if (!error && lastOrganisation.current) return { status: 'ready', organisation: lastOrganisation.current };
    if (error && graphqlErrorCode(error) === ERROR_CODES.incubatorNotFound) return { status: 'missing' };
    if (error && !fetching) return { status: 'failed', error };
    return { status: 'loading' };
  }, [data, error, fetching]);

  const organisation = loaded.status === 'ready' ? loaded.organisation : null;
  useEffect(() => {
    if (organisation) lastOrganisation.current = organisation;
  }, [organisation]);
  const organisationLanguage = organisation?.defaultLanguage;

  useEffect(() => {
    if (loaded.status === 'loading') return;
    let cancelled = false;
    // The signed-in user's language comes in between once the user is known (CurrentUserProvider).
    const language = resolveInterfaceLanguage({ override: currentLanguageOverride(), organisationLanguage });
    const settle = () => {
      if (!cancelled) setLanguageSettled(true);
    };
    applyLanguage(language).then(settle, settle);
    return () => {
      cancelled = true;
    };
  }, [loaded.status, organisationLanguage]);

  useEffect(() => {
    if (!organisation) return;
    setDocumentTitle(tenantTitle(organisation));
    setMetaDescription(organisation.seo.active ? organisation.seo.seoDescription : null);
    setFavicon(organisation.logoSquare ?? organisation.logo);
  }, [organisation]);

  const state: OrganisationState = loaded.status === 'failed' || languageSettled ? loaded : { status: 'loading' };
  return <OrganisationContext.Provider value={state}>{children}</OrganisationContext.Provider>;
}
