import { useCallback, useMemo } from 'react';
import { type CombinedError, useQuery } from 'urql';
import { SetUpQuery } from '../graphql/set-up.query.ts';
import { EMPTY_MENUS, type ShellMenuItem, type ShellMenus } from '../menu-item.ts';

interface RawMenuItem {
  name: string;
  label: string | null;
  path: string | null;
  locked: boolean;
  setup: boolean;
  submenu?: readonly RawMenuItem[];
}

function toMenuItem(raw: RawMenuItem): ShellMenuItem {
  return {
    name: raw.name,
    label: raw.label,
    path: raw.path,
    locked: raw.locked,
    setup: raw.setup,
    submenu: (raw.submenu ?? []).map(toMenuItem),
  };
}

export interface SetUpState {
  menus: ShellMenus;
  /** The menus have not arrived yet (first load). */
  loading: boolean;
  error: CombinedError | undefined;
  retry: () => void;
}

/** The menus of the signed-in user, computed by the server from role, permissions, flags and custom navigation. */
export function useSetUp(): SetUpState {
  const [{ data, error, fetching }, reexecute] = useQuery({ query: SetUpQuery });
  const menus = useMemo<ShellMenus>(() => {
    const setUp = data?.setUp;
    if (!setUp) return EMPTY_MENUS;
    return {
      sidebarV2: setUp.sidebarV2.map(toMenuItem),
      topNav: setUp.topNav.map(toMenuItem),
      sitemap: setUp.sitemap.map(toMenuItem),
      createMenu: setUp.createMenu.map(toMenuItem),
      mobileNav: setUp.mobileNav.map(toMenuItem),
    };
  }, [data]);
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { menus, loading: !data && fetching, error: data ? undefined : error, retry };
}
