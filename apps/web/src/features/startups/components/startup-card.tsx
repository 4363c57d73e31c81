import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { startupFilePath } from '../../startup-file/index.ts';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';
import { StartupBadges } from './startup-badges.tsx';
import { StartupLogo } from './startup-logo.tsx';
import { WebsiteLink } from './website-link.tsx';

/** A startup of the portfolio as a card: logo, name, founding year, description (3 lines), website, badges, people. */
export function StartupCard({ startup }: { startup: StartupData }) {
  const { t } = useTranslation('startups');
  return (
    <Paper withBorder radius="md" p="md" h="100%" data-testid="startup-card" data-startup-name={startup.name}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <StartupLogo name={startup.name} logo={startup.logo} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="startup-name">
              <Anchor component={Link} to={startupFilePath(startup._id)} inherit c="inherit">
                {startup.name}
              </Anchor>
            </Title>
            {startup.foundingYear ? (
              <Text size="xs" c="dimmed" data-testid="startup-founding-year">
                {t('card.founded', { year: startup.foundingYear })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {startup.description ? (
          <Text size="sm" lineClamp={3} dir="auto" data-testid="startup-description">
            {startup.description}
          </Text>
        ) : null}
        {startup.website ? <WebsiteLink website={startup.website} /> : null}
        <StartupBadges startup={startup} />
        <Group gap={4} mt="auto" c="dimmed" data-testid="startup-people-count" data-count={startup.peopleIds.length}>
          <IconUsers size={14} aria-hidden />
          <Text size="xs">{t('card.people', { count: startup.peopleIds.length })}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
