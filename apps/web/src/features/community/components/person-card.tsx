import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../ui/avatar.tsx';
import type { CommunityPerson } from '../graphql/community-search.query.ts';
import { useRoleLabel } from '../hooks/use-role-label.ts';
import { profilePath } from '../utils/profile-path.ts';
import { NamedBadges } from './named-badges.tsx';

const CARD_BADGES = 6;

/** A person of the directory as a card: avatar, name (to their profile), role, headline, places, skills and more. */
export function PersonCard({ person }: { person: CommunityPerson }) {
  const roleLabel = useRoleLabel();
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid="community-person-card" data-person-id={person._id}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar person={person} size="xlarge" />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              <Anchor
                component={Link}
                to={profilePath(person._id)}
                inherit
                c="inherit"
                data-testid="community-person-name"
              >
                {person.fullName}
              </Anchor>
            </Title>
            <Badge variant="light" radius="sm" tt="none" w="fit-content" data-testid="community-person-role">
              {roleLabel(person)}
            </Badge>
          </Stack>
        </Group>
        {person.headline ? (
          <Text size="sm" lineClamp={2} dir="auto" data-testid="community-person-headline">
            {person.headline}
          </Text>
        ) : null}
        {person.locations.length > 0 ? (
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" truncate="end" dir="auto">
              {person.locations.join(' · ')}
            </Text>
          </Group>
        ) : null}
        <NamedBadges
          max={CARD_BADGES}
          items={[
            ...person.skills.map((skill) => ({ ...skill, kind: 'skill' as const })),
            ...person.industries.map((industry) => ({ ...industry, kind: 'industry' as const })),
            ...person.tags.map((tag) => ({ ...tag, kind: 'tag' as const })),
          ]}
        />
      </Stack>
    </Paper>
  );
}
