import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStartupRelabel } from '../../organisation/index.ts';
import { useCommunityFeedback } from '../hooks/use-community-feedback.ts';
import type { CommunitySearch } from '../hooks/use-community-search.ts';
import { EMPTY_COMMUNITY_LIST, isCommunityFiltered } from '../utils/community-url.ts';
import { CommunityStartupCard } from './community-startup-card.tsx';
import { PersonCard } from './person-card.tsx';

/** The people or startups of a page as cards, or why there are none (loading, an error, nobody yet or no match). */
export function CommunityResults({ list }: { list: CommunitySearch }) {
  const { t } = useTranslation('community');
  const relabel = useStartupRelabel();
  const feedback = useCommunityFeedback();
  if (list.error && !list.loaded) {
    return (
      <Alert color="red" role="alert" data-testid="community-load-error">
        <Group justify="space-between" gap="sm">
          <span>{feedback.errorMessage(list.error)}</span>
          <Button size="xs" variant="light" onClick={list.retry}>
            {t('list.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!list.loaded) {
    return (
      <Center p="xl" data-testid="community-loading">
        <Loader />
      </Center>
    );
  }
  const people = list.state.kind === 'people';
  if ((people ? list.people : list.startups).length === 0) {
    const filtered = isCommunityFiltered(list.state);
    return (
      <Stack align="center" gap="sm" py={48} ta="center" data-testid="community-empty">
        <IconUsersGroup size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text c="dimmed">
          {filtered ? t('list.noMatch') : people ? t('list.emptyPeople') : relabel(t('list.emptyStartups'))}
        </Text>
        {filtered ? (
          <Button
            variant="light"
            onClick={() => {
              list.setSearch('');
              list.change({ ...EMPTY_COMMUNITY_LIST, kind: list.state.kind });
            }}
            data-testid="community-clear-filters"
          >
            {t('list.clearFilters')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md" data-testid="community-cards">
      {people
        ? list.people.map((person) => <PersonCard key={person._id} person={person} />)
        : list.startups.map((startup) => <CommunityStartupCard key={startup._id} startup={startup} />)}
    </SimpleGrid>
  );
}
