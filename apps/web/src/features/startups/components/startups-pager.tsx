import { useTranslation } from 'react-i18next';
import { ListPager, type PagedList } from '../../../ui/list-pager.tsx';
import { startupsPageCount } from '../utils/startups-url.ts';

/** The number of items a startups list found (portfolio, assignations, mentors) and its pages, 25 a page. */
export function StartupsPager({ list, testId = 'startups' }: { list: PagedList; testId?: string }) {
  const { t } = useTranslation('startups');
  return (
    <ListPager
      list={list}
      pageCount={startupsPageCount(list.totalCount)}
      labels={{
        total: t('list.total', { count: list.totalCount }),
        previous: t('list.previousPage'),
        next: t('list.nextPage'),
      }}
      testId={testId}
    />
  );
}
