import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { TaskCard, type TaskCardData } from '../../tasks/index.ts';

/** One group of a startup's tasks (overdue, today, future) with its count; an empty group says so. */
export function TaskGroup({
  group,
  title,
  emptyText,
  tasks,
  timezone,
  color,
  onRemoved,
}: {
  group: 'overdue' | 'today' | 'future';
  title: string;
  emptyText: string;
  tasks: readonly TaskCardData[];
  timezone: string | null;
  color: string;
  onRemoved: () => void;
}) {
  return (
    <Stack gap="xs" data-testid={`startup-tasks-${group}`} data-count={tasks.length}>
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge color={color} variant="light" data-testid="startup-tasks-count">
          {tasks.length}
        </Badge>
      </Group>
      {tasks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      ) : (
        tasks.map((task) => <TaskCard key={task._id} task={task} timezone={timezone} onRemoved={onRemoved} />)
      )}
    </Stack>
  );
}
