import { useEffect } from 'react';
import { pageTitle, setDocumentTitle } from '../../../lib/document-head.ts';
import { tenantTitle, useOptionalOrganisation } from '../organisation-context.ts';

/** Sets the tab title to '{page} - {tenant title}' (spec 01 §2.2). */
export function usePageTitle(page: string | null): void {
  const organisation = useOptionalOrganisation();
  const title = pageTitle(page, tenantTitle(organisation));
  useEffect(() => {
    setDocumentTitle(title);
  }, [title]);
}
