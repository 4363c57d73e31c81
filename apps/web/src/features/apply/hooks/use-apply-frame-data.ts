import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useOrganisation } from '../../organisation/index.ts';
import { ApplyLayoutQuery } from '../graphql/apply-layout.query.ts';
import type { ApplyFrame } from './apply-layout-context.ts';

/**
 * The organisation's apply layout (settings page `apply`) and time zone; null while they load the first time. If
 * they cannot be loaded, the login layout and UTC stand in.
 */
export function useApplyFrameData(): ApplyFrame | null {
  const organisation = useOrganisation();
  const [{ data, error }] = useQuery({ query: ApplyLayoutQuery, requestPolicy: 'cache-and-network' });
  const login = organisation.layoutCustomization.login;
  return useMemo(() => {
    if (data) return { layout: data.layoutCustomization.apply, timeZone: data.publicIncubator.timezone || 'UTC' };
    if (!error) return null;
    return { layout: { ...login, content: { columnWidth: login.content.columnWidth, columns: 1 } }, timeZone: 'UTC' };
  }, [data, error, login]);
}
