import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type LooseTranslate = (key: string, options: { defaultValue: string }) => string;

/**
 * The default name of a navigation entry: `menu.<name>` of the shell namespace, the one the sidebar shows when no
 * admin renamed the entry; the entry's name itself while that namespace has not loaded.
 */
export function useMenuEntryName(): (name: string) => string {
  // The shell namespace is loaded by the shell around every signed-in page; it is read untyped here so that the
  // settings do not depend on the shape of the shell's catalogue.
  const { i18n } = useTranslation('settings');
  return useCallback(
    (name: string) => {
      const translate = i18n.getFixedT(null, 'shell' as never) as unknown as LooseTranslate;
      return translate(`menu.${name}`, { defaultValue: name });
    },
    [i18n],
  );
}
