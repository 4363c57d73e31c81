import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartupRelabel } from '../../features/organisation/index.ts';
import type shell from '../../locales/en/shell.json';

/** The entry names the shell translates (`menu.<name>`): every name of packages/shared/src/navigation.ts. */
export type MenuName = keyof (typeof shell)['menu'];

/**
 * An entry's text: the admin's rename when there is one, else `menu.<name>` of the shell namespace with the
 * organisation's word for a startup (startupNameAlternative).
 */
export function useMenuLabel(): (item: { name: string; label: string | null }) => string {
  const { t } = useTranslation('shell');
  const relabel = useStartupRelabel();
  return useCallback(
    (item) => item.label?.trim() || relabel(t(`menu.${item.name as MenuName}`, { defaultValue: item.name })),
    [t, relabel],
  );
}
