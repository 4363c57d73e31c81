import { Box } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '../../../ui/full-screen-loader.tsx';
import { useHomeLayout } from '../hooks/use-home-layout.ts';
import { PublicHeader } from './public-header.tsx';

function PublicFrame({ header }: { header: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {header}
      <Box component="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<FullScreenLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

/** The home layout's header (shown or hidden, its height and colours) above the welcome page. */
function HomePublicLayout() {
  const layout = useHomeLayout();
  if (!layout) return <FullScreenLoader />;
  return <PublicFrame header={layout.header.isVisible ? <PublicHeader layout={layout} /> : null} />;
}

/**
 * Signed-out pages: the organisation's public header above the page, in the login layout; the welcome page's
 * routes ask for the home layout (spec 02 §3 Layout customization).
 */
export function PublicLayout({ layoutPage = 'login' }: { layoutPage?: 'login' | 'home' }) {
  if (layoutPage === 'home') return <HomePublicLayout />;
  return <PublicFrame header={<PublicHeader />} />;
}
