import '@mantine/notifications/styles.css';
import { NAVIGATION } from '@cohort/shared';
import { AppShell, Center, Loader, useComputedColorScheme, useDirection } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { UnconfirmedAccountBanner } from '../features/identity/index.ts';
import { MetricsChecker } from '../features/metrics/index.ts';
import { useOrganisation } from '../features/organisation/index.ts';
import { headerLogo } from '../features/public/index.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { LazyOverlay } from '../ui/lazy-overlay.tsx';
import { MobileNav } from './mobile-nav/mobile-nav.tsx';
import { SupportDialogs } from './support/support-dialogs.tsx';
import { useSetUp } from './navigation/hooks/use-set-up.ts';
import { isFullScreenRoute, topBarItems } from './navigation/top-bar-items.ts';
import { useSidebarOpen } from './sidebar/hooks/use-sidebar-open.ts';
import { Sidebar } from './sidebar/sidebar.tsx';
import { Toasts } from './toasts.tsx';
import { TopBar } from './top-bar/top-bar.tsx';

// Below 768 px the sidebar is a drawer, downloaded when it first opens.
const SidebarDrawer = lazyPage(() => import('./sidebar/sidebar-drawer.tsx').then((m) => m.SidebarDrawer));

const DESKTOP_QUERY = `(min-width: ${NAVIGATION.desktopBreakpointPx / 16}em)`;
const PHONE_QUERY = `(max-width: ${(NAVIGATION.mobileBreakpointPx - 0.02) / 16}em)`;
const MOBILE_NAV_HEIGHT = 60;

/**
 * The signed-in area (spec 01 §1, §2.2–2.5): the branded sidebar (a drawer below 768 px), the top bar (hidden on
 * full-screen builders), the bottom navigation under 576 px, the unconfirmed-account banner, the page and the toasts.
 */
export function ShellLayout() {
  const { t } = useTranslation('shell');
  const organisation = useOrganisation();
  const { pathname } = useLocation();
  const { dir } = useDirection();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const desktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { menus, loading, error, retry } = useSetUp();
  const [sidebarOpen, toggleSidebar] = useSidebarOpen();
  const [drawerOpened, drawer] = useDisclosure(false);

  // Growing past 768 px closes the drawer: the sidebar takes its place. (Its links close it themselves.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the breakpoint is crossed.
  useEffect(() => drawer.close(), [desktop]);

  const hasSidebar = loading || error !== undefined || menus.sidebarV2.length > 0;
  const fullScreen = isFullScreenRoute(pathname);
  const navbarShown = desktop && hasSidebar && sidebarOpen;
  const items = useMemo(() => topBarItems(menus.topNav, pathname), [menus.topNav, pathname]);
  const showMobileNav = phone && (menus.mobileNav.length > 0 || hasSidebar);
  const logo = navbarShown
    ? undefined
    : desktop
      ? headerLogo(organisation, dark)
      : (organisation.logoSquare ?? headerLogo(organisation, dark));

  const sidebar = (inDrawer: boolean) => (
    <Sidebar
      items={menus.sidebarV2}
      loading={loading}
      failed={error !== undefined}
      onRetry={retry}
      compact={!desktop}
      topBarItems={inDrawer && phone ? items : undefined}
      onClose={inDrawer ? drawer.close : undefined}
    />
  );

  return (
    <AppShell
      header={{ height: '3.5rem', collapsed: fullScreen }}
      navbar={{
        width: NAVIGATION.sidebarWidthPx,
        breakpoint: NAVIGATION.desktopBreakpointPx,
        collapsed: { mobile: true, desktop: !navbarShown },
      }}
      footer={{ height: MOBILE_NAV_HEIGHT, collapsed: !showMobileNav }}
      padding={0}
      layout="alt"
      data-testid="shell"
      data-sidebar={navbarShown ? 'open' : 'closed'}
    >
      <Toasts />
      <SupportDialogs />
      {fullScreen ? null : (
        <AppShell.Header>
          <TopBar
            items={items}
            showItems={!phone}
            menuButton={
              menus.sidebarV2.length > 0 && !phone
                ? desktop
                  ? { opened: sidebarOpen, onToggle: toggleSidebar }
                  : { opened: drawerOpened, onToggle: drawer.toggle }
                : null
            }
            logo={logo}
            sitemap={menus.sitemap}
          />
        </AppShell.Header>
      )}
      {navbarShown ? (
        <AppShell.Navbar withBorder={false} aria-label={t('sidebar.label')}>
          {sidebar(false)}
        </AppShell.Navbar>
      ) : null}
      {desktop ? null : (
        <LazyOverlay opened={drawerOpened}>
          {(opened) => (
            <SidebarDrawer
              opened={opened}
              onClose={drawer.close}
              position={dir === 'rtl' ? 'right' : 'left'}
              label={t('sidebar.label')}
            >
              {sidebar(true)}
            </SidebarDrawer>
          )}
        </LazyOverlay>
      )}
      <AppShell.Main>
        <UnconfirmedAccountBanner />
        <MetricsChecker />
        <Suspense
          fallback={
            <Center p="xl">
              <Loader />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {showMobileNav ? (
        <AppShell.Footer>
          <MobileNav items={menus.mobileNav} showMenu={menus.sidebarV2.length > 0} onOpenMenu={drawer.open} />
        </AppShell.Footer>
      ) : null}
    </AppShell>
  );
}
