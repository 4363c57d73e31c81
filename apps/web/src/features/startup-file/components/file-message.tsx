import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A friendly full-width message in place of a file: not found, no startup yet, a feature not in the plan. */
export function FileMessage({
  icon,
  title,
  body,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  body?: string;
  action?: { label: string; to: string };
  testId: string;
}) {
  return (
    <Stack align="center" gap="sm" py={64} px="md" ta="center" data-testid={testId}>
      {icon}
      <Title order={2} size="h3">
        {title}
      </Title>
      {body ? (
        <Text c="dimmed" maw={480}>
          {body}
        </Text>
      ) : null}
      {action ? (
        <Button component={Link} to={action.to} variant="light" mt="xs">
          {action.label}
        </Button>
      ) : null}
    </Stack>
  );
}
