import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useOrganisation } from '../../organisation/index.ts';
import { type HomeLayout, PublicHomeLayoutQuery } from '../graphql/public-home-layout.query.ts';

/**
 * The organisation's home layout, which the welcome page and its header follow; null while it loads the first time.
 * If it cannot be loaded, the login layout stands in (the welcome page's look before home layouts existed).
 * The network is asked each time so that a layout an admin has just saved shows without a reload.
 */
export function useHomeLayout(): HomeLayout | null {
  const organisation = useOrganisation();
  const [{ data, error }] = useQuery({ query: PublicHomeLayoutQuery, requestPolicy: 'cache-and-network' });
  const login = organisation.layoutCustomization.login;
  return useMemo(() => {
    if (data) return data.layoutCustomization.home;
    if (!error) return null;
    return { ...login, content: { columnWidth: login.content.columnWidth, columns: 1 } };
  }, [data, error, login]);
}
