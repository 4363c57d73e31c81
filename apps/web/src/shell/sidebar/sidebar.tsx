import { ActionIcon, Anchor, Box, Button, NavLink, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOrganisation } from '../../features/organisation/index.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { LazyOverlay } from '../../ui/lazy-overlay.tsx';
import { OrganisationLogo } from '../../ui/organisation-logo.tsx';
import { activeTrail } from '../navigation/active-menu.ts';
import { MenuIcon } from '../navigation/menu-icons.tsx';
import type { ShellMenuItem } from '../navigation/menu-item.ts';
import type { TopBarItem } from '../navigation/top-bar-items.ts';
import { useMenuLabel } from '../navigation/use-menu-label.ts';
import { useSidebarPalette } from './hooks/use-sidebar-palette.ts';
import { SidebarFooter } from './sidebar-footer.tsx';
import { sidebarLogoFor } from './sidebar-logo.ts';
import { SidebarMenu } from './sidebar-menu.tsx';
import classes from './sidebar.module.css';

// The quick modal of a setup sub-menu is downloaded when one first opens.
const SetupMenuModal = lazyPage(() => import('./setup-menu-modal.tsx').then((m) => m.SetupMenuModal));

export interface SidebarProps {
  items: readonly ShellMenuItem[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Below 768 px: the square logo. */
  compact: boolean;
  /** Under 576 px the top bar's items move into the sidebar drawer. */
  topBarItems?: readonly TopBarItem[];
  /** In the drawer: close it (button, and after following a link). */
  onClose?: () => void;
}

/**
 * The branded sidebar (spec 01 §1, §2.3, §9): the organisation's colours and logo, the user's menu, then the user
 * with Log out, help and support, and the powered-by footer.
 */
export function Sidebar({ items, loading, failed, onRetry, compact, topBarItems, onClose }: SidebarProps) {
  const { t } = useTranslation('shell');
  const organisation = useOrganisation();
  const palette = useSidebarPalette();
  const { pathname } = useLocation();
  const label = useMenuLabel();
  const [setupItem, setSetupItem] = useState<ShellMenuItem | null>(null);
  const trail = activeTrail(items, pathname);
  const logo = sidebarLogoFor(organisation, palette.logoType, compact);
  const colours = {
    '--sidebar-bg': palette.backgroundColor,
    '--sidebar-text': palette.textColor,
    '--sidebar-active-bg': palette.activeItemBackgroundColor,
    '--sidebar-active-text': palette.activeItemTextColor,
    '--sidebar-active-sub-text': palette.activeSubItemTextColor,
  } as CSSProperties;

  return (
    <Box className={classes.root} style={colours} data-testid="shell-sidebar" data-background={palette.backgroundColor}>
      <Box className={classes.header}>
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          style={{ flex: 1, minWidth: 0 }}
          onClick={onClose}
          aria-label={t('sidebar.home', { name: organisation.name })}
          data-testid="shell-sidebar-logo-link"
        >
          {logo ? (
            <OrganisationLogo src={logo} name={organisation.name} height={32} testId="shell-sidebar-logo" />
          ) : (
            <Text fw={700} c="inherit" truncate="end">
              <bdi>{organisation.name}</bdi>
            </Text>
          )}
        </Anchor>
        {onClose ? (
          <ActionIcon
            variant="subtle"
            c="inherit"
            onClick={onClose}
            aria-label={t('sidebar.close')}
            data-testid="shell-sidebar-close"
          >
            <IconX size={18} aria-hidden="true" />
          </ActionIcon>
        ) : null}
      </Box>
      <ScrollArea style={{ flex: 1 }} type="auto" scrollbarSize={6}>
        <Stack component="nav" gap={2} px="xs" pb="sm" aria-label={t('sidebar.label')} data-testid="shell-sidebar-nav">
          {loading ? <SidebarSkeleton /> : null}
          {failed ? (
            <Stack gap="xs" p="xs" data-testid="shell-sidebar-error">
              <Text size="sm" c="inherit">
                {t('sidebar.loadError')}
              </Text>
              <Button size="xs" variant="default" className={classes.footerButton} onClick={onRetry}>
                {t('sidebar.retry')}
              </Button>
            </Stack>
          ) : null}
          <SidebarMenu items={items} activeTrail={trail} onOpenSetup={setSetupItem} onNavigate={onClose} />
          {topBarItems && topBarItems.length > 0 ? (
            <Box data-testid="shell-sidebar-top-nav">
              <Text className={classes.sectionLabel}>{t('sidebar.topNavSection')}</Text>
              {topBarItems.map((item) =>
                item.path ? (
                  <NavLink
                    key={item.name}
                    component={Link}
                    to={item.path}
                    label={label(item)}
                    leftSection={<MenuIcon name={item.name} />}
                    active={item.active}
                    onClick={onClose}
                    classNames={{ root: classes.link }}
                    data-testid={`drawer-top-nav-${item.name}`}
                  />
                ) : (
                  <NavLink
                    key={item.name}
                    component="span"
                    label={label(item)}
                    leftSection={<MenuIcon name={item.name} />}
                    classNames={{ root: classes.link }}
                    data-testid={`drawer-top-nav-${item.name}`}
                  />
                ),
              )}
            </Box>
          ) : null}
        </Stack>
      </ScrollArea>
      <SidebarFooter textColour={palette.textColor} />
      <LazyOverlay opened={setupItem !== null}>
        {(opened) => (
          <SetupMenuModal item={opened ? setupItem : null} onClose={() => setSetupItem(null)} onNavigate={onClose} />
        )}
      </LazyOverlay>
    </Box>
  );
}

function SidebarSkeleton() {
  return (
    <Stack gap={8} p="xs" data-testid="shell-sidebar-loading">
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height={22} radius="sm" opacity={0.25} />
      ))}
    </Stack>
  );
}
