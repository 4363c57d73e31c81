import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../ui/list-pager.tsx';
import type { CommunitySearch } from '../hooks/use-community-search.ts';
import { communityPageCount } from '../utils/community-url.ts';

/** How many people or startups were found, and the pages, 24 a page (a new page starts at the top). */
export function CommunityPager({ list }: { list: CommunitySearch }) {
  const { t } = useTranslation('community');
  return (
    <ListPager
      list={list}
      pageCount={communityPageCount(list.totalCount)}
      labels={{
        total: t('list.total', { count: list.totalCount }),
        previous: t('list.previousPage'),
        next: t('list.nextPage'),
      }}
      testId="community"
      onPage={() => window.scrollTo({ top: 0 })}
    />
  );
}
