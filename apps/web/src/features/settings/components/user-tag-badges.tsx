import { Badge, Group } from '@mantine/core';
import { userTagColour } from '../utils/users.ts';

/** A person's user tags as small badges in the tags' own colours. */
export function UserTagBadges({ tags }: { tags: ReadonlyArray<{ _id: string; name: string; color?: string | null }> }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((tag) => (
        <Badge
          key={tag._id}
          size="sm"
          variant="light"
          color={userTagColour(tag)}
          tt="none"
          // The whole name shows: the column widens rather than cutting a tag short.
          styles={{ label: { overflow: 'visible' } }}
          dir="auto"
          data-testid="user-tag"
          data-tag-id={tag._id}
        >
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
