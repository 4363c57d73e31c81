import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../organisation/index.ts';
import { CommunityFilters } from '../components/community-filters.tsx';
import { CommunityPager } from '../components/community-pager.tsx';
import { CommunityResults } from '../components/community-results.tsx';
import { useCommunitySearch } from '../hooks/use-community-search.ts';

/**
 * /community/search, the community directory: people or startups the viewer's role may see, a search, filters by role,
 * tag, industry and skill, 24 cards a page; everything in the address (`?kind=people|startups&search=...`).
 */
export function CommunitySearchPage() {
  const { t } = useTranslation('community');
  usePageTitle(t('title'));
  const list = useCommunitySearch();
  return (
    <Container size={1280} py="lg" data-testid="community-search-page" data-kind={list.state.kind}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <CommunityFilters list={list} />
        <CommunityResults list={list} />
        <CommunityPager list={list} />
      </Stack>
    </Container>
  );
}
