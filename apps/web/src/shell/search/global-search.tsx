import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../lib/lazy-page.ts';
import { LazyOverlay } from '../../ui/lazy-overlay.tsx';
import { opensGlobalSearch } from './utils/search-shortcut.ts';

// The panel (its queries, results and texts) is downloaded when search first opens.
const SearchPanel = lazyPage(() => import('./components/search-panel.tsx').then((m) => m.SearchPanel));

/**
 * Global search (spec 01 §2.5, §5): the top-bar button, and `/` or Ctrl/Cmd+K from anywhere but a field.
 * It also hosts the support dialogs, which must outlive the account menu that opens them.
 */
export function GlobalSearch() {
  const { t } = useTranslation('shell');
  const [opened, { open, close }] = useDisclosure(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (opensGlobalSearch(event, document.activeElement)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconSearch size={16} />}
        rightSection={<Kbd size="xs">/</Kbd>}
        onClick={open}
        title={t('topBar.searchShortcut')}
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-haspopup="dialog"
        visibleFrom="sm"
        data-testid="global-search-button"
      >
        {t('topBar.search')}
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={open}
        aria-label={t('topBar.search')}
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-haspopup="dialog"
        hiddenFrom="sm"
        data-testid="global-search-icon"
      >
        <IconSearch size={18} />
      </ActionIcon>
      <LazyOverlay opened={opened}>{(shown) => <SearchPanel opened={shown} onClose={close} />}</LazyOverlay>
    </>
  );
}
