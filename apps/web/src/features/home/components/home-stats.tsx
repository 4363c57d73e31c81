import { Paper, SimpleGrid, Skeleton, Text, ThemeIcon, Group } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingSkyscraper,
  IconChecklist,
  IconMailForward,
  IconUsers,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useStartupRelabel } from '../../organisation/index.ts';
import { type HomeSummary, HomeSummaryQuery } from '../graphql/home-summary.query.ts';

type StatKey = keyof HomeSummary;

interface StatCardDefinition {
  key: StatKey;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  colour: string;
  /** Where the card leads, when the page exists. */
  to?: string;
}

const STAT_CARDS: readonly StatCardDefinition[] = [
  { key: 'people', icon: IconUsers, colour: 'blue', to: '/admin/configuration/users' },
  { key: 'licensedUsers', icon: IconUserCheck, colour: 'teal', to: '/admin/configuration/plan' },
  { key: 'pendingInvitations', icon: IconMailForward, colour: 'grape', to: '/admin/configuration/users' },
  { key: 'openTasks', icon: IconChecklist, colour: 'indigo', to: '/tasks/users' },
  { key: 'overdueTasks', icon: IconAlertTriangle, colour: 'red', to: '/tasks/users' },
  { key: 'startups', icon: IconBuildingSkyscraper, colour: 'orange' },
];

/** The organisation's key counts as stat cards, for the staff (the server answers null for anyone else). */
export function HomeStats({ linkable }: { linkable: (path: string) => boolean }) {
  const { t, i18n } = useTranslation('home');
  const relabel = useStartupRelabel();
  const [{ data, fetching }] = useQuery({ query: HomeSummaryQuery, requestPolicy: 'cache-and-network' });
  const summary = data?.homeSummary;
  if (!summary && !fetching) return null;
  return (
    <section aria-labelledby="home-stats-title" data-testid="home-stats">
      <Text id="home-stats-title" fw={700} size="lg" mb="sm">
        {t('stats.title')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {STAT_CARDS.map((card) => (
          <StatCard
            key={card.key}
            card={card}
            label={relabel(t(`stats.${card.key}`))}
            value={summary ? summary[card.key].toLocaleString(i18n.resolvedLanguage ?? 'en') : null}
            link={card.to && linkable(card.to) ? card.to : undefined}
          />
        ))}
      </SimpleGrid>
    </section>
  );
}

function StatCard({
  card: { key, icon: Icon, colour },
  label,
  value,
  link,
}: {
  card: StatCardDefinition;
  label: string;
  value: string | null;
  link: string | undefined;
}) {
  const body = (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {label}
        </Text>
        {value !== null ? (
          <Text fz={28} fw={700} lh={1.2} data-testid={`home-stat-${key}-value`}>
            {value}
          </Text>
        ) : (
          <Skeleton h={34} w={60} mt={4} />
        )}
      </div>
      <ThemeIcon variant="light" color={colour} size="lg" radius="md">
        <Icon size={20} stroke={1.5} />
      </ThemeIcon>
    </Group>
  );
  return link ? (
    <Paper
      component={Link}
      to={link}
      withBorder
      radius="md"
      p="md"
      style={{ textDecoration: 'none', color: 'inherit' }}
      data-testid={`home-stat-${key}`}
    >
      {body}
    </Paper>
  ) : (
    <Paper withBorder radius="md" p="md" data-testid={`home-stat-${key}`}>
      {body}
    </Paper>
  );
}
