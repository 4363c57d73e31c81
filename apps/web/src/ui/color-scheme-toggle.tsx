import { Switch, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Light/dark switch; the choice persists in aa:color-scheme (default: the system preference). */
export function ColorSchemeToggle() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return (
    <Switch
      size="md"
      checked={dark}
      onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
      label={t('colorScheme.label')}
      // The visible, clickable switch; the checkbox inside it carries the state.
      wrapperProps={{ 'data-testid': 'color-scheme-toggle' }}
      data-testid="color-scheme-switch"
    />
  );
}
