import { pickTranslation } from '@cohort/shared';
import { Box, Center, Loader, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '../../../ui/full-screen-loader.tsx';
import { PoweredBy } from '../../../ui/powered-by.tsx';
import { useCurrentUserState } from '../../identity/index.ts';
import { useOrganisation } from '../../organisation/index.ts';
import { loginPageBackground, PublicHeader } from '../../public/index.ts';
import { ApplyFrameContext } from '../hooks/apply-layout-context.ts';
import { useApplyFrameData } from '../hooks/use-apply-frame-data.ts';

/**
 * The pages of applying (/apply/explore, /apply/program/:slug, /application/new, the application forms, the lead
 * transfer) in the organisation's apply layout (spec 02 §3 Layout customization): its header, background, footer
 * text and colours, as /welcome is drawn in the home layout.
 */
export function ApplyLayout() {
  const { i18n } = useTranslation('common');
  const organisation = useOrganisation();
  const userState = useCurrentUserState();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const frame = useApplyFrameData();
  if (!frame) return <FullScreenLoader />;
  const { layout } = frame;
  const footerText = layout.footer.isVisible
    ? pickTranslation(layout.customText.footer, i18n.resolvedLanguage ?? 'en')
    : null;
  const textColour = dark ? undefined : layout.colors.text;
  return (
    <ApplyFrameContext value={frame}>
      <Box
        mih="100dvh"
        data-testid="apply-layout"
        style={{ display: 'flex', flexDirection: 'column', ...loginPageBackground(layout, dark) }}
      >
        {layout.header.isVisible ? <PublicHeader layout={layout} showLogin={userState.status === 'signedOut'} /> : null}
        <Box component="main" p={{ base: 'md', sm: 'xl' }} style={{ flex: 1 }}>
          <Suspense
            fallback={
              <Center p="xl">
                <Loader />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </Box>
        <Stack
          component="footer"
          align="center"
          gap={4}
          py="md"
          px="md"
          mih={layout.footer.isVisible ? layout.footer.height : undefined}
          bg={layout.footer.isVisible && !dark ? layout.footer.background : undefined}
          data-testid="apply-footer"
        >
          {footerText ? (
            <Text size="sm" c={textColour ?? 'dimmed'} dir="auto">
              {footerText}
            </Text>
          ) : null}
          {organisation.featureFlags.hidePoweredBy.enabled ? null : <PoweredBy color={textColour} />}
        </Stack>
      </Box>
    </ApplyFrameContext>
  );
}
