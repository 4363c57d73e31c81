import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../organisation/index.ts';
import type { IncubatorSettings } from '../graphql/incubator-settings.fragment.ts';
import { useIncubatorSettings } from '../hooks/use-incubator-settings.ts';
import type { SettingsPermission } from '../hooks/use-can-edit.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { ReadOnlyNotice } from './read-only-notice.tsx';

/** The frame of a settings page: its title (also the tab title) and description above the content. */
export function SettingsPage({
  title,
  description,
  testId,
  permission = 'ORGANIZATION:EDIT',
  children,
}: {
  title: string;
  description?: string;
  testId: string;
  /** The permission that changing these settings needs; a user without it is told so (null: a read-only page). */
  permission?: SettingsPermission | null;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Stack gap="lg" data-testid={testId}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
      </Stack>
      {permission ? <ReadOnlyNotice permission={permission} /> : null}
      {children}
    </Stack>
  );
}

export function SettingsLoader() {
  return (
    <Center p="xl" data-testid="settings-loading">
      <Loader />
    </Center>
  );
}

/** Renders its children with the organisation's settings once loaded; a loader before, an alert on failure. */
export function WithIncubatorSettings({ children }: { children: (incubator: IncubatorSettings) => ReactNode }) {
  const { incubator, error } = useIncubatorSettings();
  const feedback = useSettingsFeedback();
  if (incubator) return children(incubator);
  if (error) {
    return (
      <Alert color="red" role="alert" data-testid="settings-load-error">
        {feedback.errorMessage(error)}
      </Alert>
    );
  }
  return <SettingsLoader />;
}

/** A titled group of fields inside a settings form. */
export function SettingsSection({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Stack gap="sm" component="section" data-testid={testId}>
      <Stack gap={2}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
