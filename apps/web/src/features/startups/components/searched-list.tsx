import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { ListBody } from '../../../ui/list-body.tsx';
import type { PagedList } from '../../../ui/list-pager.tsx';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { StartupsPager } from './startups-pager.tsx';

export interface SearchedListState extends PagedList {
  search: string;
  setSearch: (value: string) => void;
  error?: CombinedError | null;
  rows: readonly unknown[];
  state: PagedList['state'] & { search?: string | null };
}

/**
 * A searched, paged list of the startups area (assignations, mentors): the search box, then the failure, a loader,
 * what to say when nothing is there or nothing matches, or the rows, and the pager. `testId` prefixes the test ids.
 */
export function SearchedList({
  list,
  testId,
  searchPlaceholder,
  emptyText,
  noMatchText,
  children,
}: {
  list: SearchedListState;
  testId: string;
  searchPlaceholder: string;
  emptyText: string;
  noMatchText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('startups');
  const feedback = useStartupsFeedback();
  return (
    <>
      <TextInput
        label={t('list.search')}
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        value={list.search}
        onChange={(event) => list.setSearch(event.currentTarget.value)}
        maw={420}
        data-testid={`${testId}-search`}
      />
      <ListBody
        error={list.error ? feedback.errorMessage(list.error) : null}
        loaded={list.loaded}
        empty={list.rows.length === 0}
        emptyText={list.state.search ? noMatchText : emptyText}
        testId={testId}
      >
        {children}
      </ListBody>
      <StartupsPager list={list} testId={testId} />
    </>
  );
}
