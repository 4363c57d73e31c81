import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { activeTrail } from '../navigation/active-menu.ts';
import { MenuIcon } from '../navigation/menu-icons.tsx';
import type { ShellMenuItem } from '../navigation/menu-item.ts';
import { useMenuLabel } from '../navigation/use-menu-label.ts';

const ITEM_STYLE = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  flex: 1,
  minWidth: 0,
  height: '100%',
  paddingInline: 4,
} as const;

function MobileNavButton({ icon, text, active }: { icon: ReactNode; text: string; active: boolean }) {
  return (
    <>
      {icon}
      <Text
        size="xs"
        fw={active ? 600 : 400}
        c={active ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
        truncate="end"
        maw="100%"
      >
        {text}
      </Text>
    </>
  );
}

/**
 * The bottom navigation under 576 px (spec 01 §2.4): the user's mobile entries with their icons, and a menu button
 * that opens the sidebar drawer.
 */
export function MobileNav({
  items,
  showMenu,
  onOpenMenu,
}: {
  items: readonly ShellMenuItem[];
  showMenu: boolean;
  onOpenMenu: () => void;
}) {
  const { t } = useTranslation('shell');
  const label = useMenuLabel();
  const { pathname } = useLocation();
  const [active] = activeTrail(items, pathname);
  return (
    <Group component="nav" h="100%" gap={0} wrap="nowrap" aria-label={t('mobileNav.label')} data-testid="mobile-nav">
      {items.map((item) => {
        if (!item.path) return null;
        const isActive = active === item.name;
        return (
          <UnstyledButton
            key={item.name}
            component={Link}
            to={item.path}
            style={ITEM_STYLE}
            c={isActive ? 'var(--mantine-primary-color-filled)' : undefined}
            aria-current={isActive ? 'page' : undefined}
            data-testid={`mobile-nav-${item.name}`}
          >
            <MobileNavButton icon={<MenuIcon name={item.name} size={22} />} text={label(item)} active={isActive} />
          </UnstyledButton>
        );
      })}
      {showMenu ? (
        <UnstyledButton style={ITEM_STYLE} onClick={onOpenMenu} data-testid="mobile-nav-menu">
          <MobileNavButton
            icon={<IconMenu2 size={22} aria-hidden="true" />}
            text={t('mobileNav.menu')}
            active={false}
          />
        </UnstyledButton>
      ) : null}
    </Group>
  );
}
