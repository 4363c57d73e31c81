import { Alert, Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The body of a list page: its load failure (when nothing loaded), a loader, what to say when it is empty, or the
 * list itself. `testId` names the failure and the empty text (`<testId>-load-error`, `<testId>-empty`).
 */
export function ListBody({
  error,
  loaded,
  empty,
  emptyText,
  testId,
  children,
}: {
  /** The failure, in words; shown only when nothing loaded. */
  error: string | null;
  loaded: boolean;
  empty: boolean;
  emptyText: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  if (error && !loaded) {
    return (
      <Alert color="red" role="alert" data-testid={`${testId}-load-error`}>
        {error}
      </Alert>
    );
  }
  if (!loaded) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" ta="center" p="xl" data-testid={`${testId}-empty`}>
        {emptyText}
      </Text>
    );
  }
  return children;
}
