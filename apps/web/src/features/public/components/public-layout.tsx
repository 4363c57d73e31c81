import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '../../../ui/full-screen-loader.tsx';
import { PublicHeader } from './public-header.tsx';

/** Signed-out pages: the organisation's public header above the page. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<FullScreenLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
