import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { startupFilePath } from '../../startup-file/index.ts';
import type { CommunityStartup } from '../graphql/community-search.query.ts';
import { NamedBadges } from './named-badges.tsx';

/** A startup of the directory as a card: logo, name (to its file), description (3 lines), industries and tags. */
export function CommunityStartupCard({ startup }: { startup: CommunityStartup }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid="community-startup-card" data-startup-name={startup.name}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar
            src={startup.logo || null}
            alt={startup.name}
            name={startup.name}
            color="initials"
            size={48}
            radius="md"
          />
          <Title order={3} size="h5" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component={Link}
              to={startupFilePath(startup._id)}
              inherit
              c="inherit"
              data-testid="community-startup-name"
            >
              {startup.name}
            </Anchor>
          </Title>
        </Group>
        {startup.description ? (
          <Text size="sm" lineClamp={3} dir="auto" data-testid="community-startup-description">
            {startup.description}
          </Text>
        ) : null}
        <NamedBadges
          items={[
            ...startup.industries.map((industry) => ({ ...industry, kind: 'industry' as const })),
            ...startup.tags.map((tag) => ({ ...tag, kind: 'tag' as const })),
          ]}
        />
      </Stack>
    </Paper>
  );
}
