import { Badge, Group } from '@mantine/core';

export interface NamedItem {
  _id: string;
  name: string;
  color?: string | null;
}

/** Programmes, industries or tags as badges, each kind in its own style (as the portfolio shows them). */
export function NamedBadges({
  items,
  color,
  variant = 'light',
  testId,
}: {
  items: readonly NamedItem[];
  color: string;
  variant?: 'light' | 'outline';
  testId: string;
}) {
  if (items.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {items.map((item) => (
        <Badge key={item._id} variant={variant} color={item.color || color} tt="none" data-testid={testId}>
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}
