import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrganisation } from '../../features/organisation/index.ts';
import { OrganisationLogo } from '../../ui/organisation-logo.tsx';
import { AccountMenu } from '../account-menu/account-menu.tsx';
import { CreateMenu } from '../create-menu/create-menu.tsx';
import type { ShellMenuItem } from '../navigation/menu-item.ts';
import type { TopBarItem } from '../navigation/top-bar-items.ts';
import { NotificationsBell } from '../notifications/notifications-bell.tsx';
import { GlobalSearch } from '../search/global-search.tsx';
import { TodayTasksButton } from '../tasks/today-tasks-button.tsx';
import { TopNav } from './top-nav.tsx';

export interface TopBarProps {
  items: readonly TopBarItem[];
  /** Under 576 px the items live in the sidebar drawer instead. */
  showItems: boolean;
  /** The global menu button: shown only when the sidebar has entries. */
  menuButton: { opened: boolean; onToggle: () => void } | null;
  /** The logo, when the sidebar (which carries it) is not shown. */
  logo: string | null | undefined;
  sitemap: readonly ShellMenuItem[];
}

/**
 * The top bar (spec 01 §2.5, §9: 3.5 rem high): the global menu button, the items that fit and a 'More' dropdown,
 * then search, the create menu, today's tasks, notifications and the account menu.
 */
export function TopBar({ items, showItems, menuButton, logo, sitemap }: TopBarProps) {
  const { t } = useTranslation('shell');
  const organisation = useOrganisation();
  return (
    <Group h="100%" px="sm" gap="sm" wrap="nowrap" data-testid="shell-header">
      {menuButton ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={menuButton.onToggle}
          aria-label={t('topBar.toggleMenu')}
          aria-expanded={menuButton.opened}
          data-testid="shell-menu-toggle"
        >
          <IconMenu2 size={20} aria-hidden="true" />
        </ActionIcon>
      ) : null}
      {logo !== undefined ? (
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          aria-label={t('sidebar.home', { name: organisation.name })}
          data-testid="shell-home-link"
          style={{ flexShrink: 0 }}
        >
          {logo ? (
            <OrganisationLogo src={logo} name={organisation.name} height={28} testId="shell-logo" />
          ) : (
            <Text fw={700}>
              <bdi>{organisation.name}</bdi>
            </Text>
          )}
        </Anchor>
      ) : null}
      {showItems ? <TopNav items={items} /> : <div style={{ flex: 1 }} />}
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }} data-testid="shell-header-actions">
        <GlobalSearch />
        <CreateMenu />
        <TodayTasksButton />
        <NotificationsBell />
        <AccountMenu sitemap={sitemap} />
      </Group>
    </Group>
  );
}
