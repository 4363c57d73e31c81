import { UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/identity/index.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { UserAvatar } from '../../ui/avatar.tsx';
import { DeferredMenu } from '../../ui/deferred-overlays.tsx';
import type { ShellMenuItem } from '../navigation/menu-item.ts';
import { preloadSupportTexts } from '../support/support-menu.tsx';

// What the open menu shows (its entries, icons, the light/dark switch with Mantine's Switch and inputs) and the
// Support entries' texts are downloaded with Mantine's menu, when the trigger is reached for (issue 11).
const loadEntries = () => import('./account-menu-entries.tsx');
const AccountMenuEntries = lazyPage(() => loadEntries().then((m) => m.AccountMenuEntries));
const preloadEntries = () => {
  void loadEntries();
  preloadSupportTexts();
};

/**
 * The account menu of the top bar (spec 01 §2.5): the pages of the user's account area that exist for them, the
 * Support sub-menu, the interface language, the light/dark switch, and Log out (then /login).
 */
export function AccountMenu({ sitemap }: { sitemap: readonly ShellMenuItem[] }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  return (
    <DeferredMenu
      position="bottom-end"
      width={250}
      withinPortal
      target={
        <UnstyledButton
          aria-label={t('accountMenu.open', { name: user.fullName })}
          style={{ borderRadius: '50%', display: 'flex' }}
          onPointerEnter={preloadEntries}
          onFocus={preloadEntries}
          onTouchStart={preloadEntries}
          data-testid="account-menu"
        >
          <UserAvatar person={user} size="medium" />
        </UnstyledButton>
      }
    >
      {(Menu) => (
        <Menu.Dropdown data-testid="account-menu-dropdown">
          <Suspense fallback={null}>
            <AccountMenuEntries Menu={Menu} sitemap={sitemap} />
          </Suspense>
        </Menu.Dropdown>
      )}
    </DeferredMenu>
  );
}
