import { Center, Loader } from '@mantine/core';

/** Covers the page while something essential loads (the organisation, a page chunk, a reload). */
export function FullScreenLoader({ label }: { label?: string }) {
  return (
    <Center h="100dvh" w="100%" role="status" aria-live="polite" aria-label={label} data-testid="full-screen-loader">
      <Loader />
    </Center>
  );
}
