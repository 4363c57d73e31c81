import { Badge, Group } from '@mantine/core';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';

/** The programmes, industries and tags of a startup, each kind in its own style. */
export function StartupBadges({ startup }: { startup: Pick<StartupData, 'programs' | 'industries' | 'tags'> }) {
  if (startup.programs.length + startup.industries.length + startup.tags.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      {startup.programs.map((program) => (
        <Badge key={program._id} variant="light" color="blue" tt="none" data-testid="startup-program-badge">
          {program.name}
        </Badge>
      ))}
      {startup.industries.map((industry) => (
        <Badge key={industry._id} variant="light" color="gray" tt="none" data-testid="startup-industry-badge">
          {industry.name}
        </Badge>
      ))}
      {startup.tags.map((tag) => (
        <Badge key={tag._id} variant="outline" color={tag.color || 'teal'} tt="none" data-testid="startup-tag-badge">
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}
