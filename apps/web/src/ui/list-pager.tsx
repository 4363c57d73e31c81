import { Group, Pagination, Text } from '@mantine/core';

/** A list's page state, as the list hooks of the app keep it. */
export interface PagedList {
  loaded: boolean;
  totalCount: number;
  state: { page: number };
  change(patch: { page: number }): void;
}

/**
 * How many items a list found and its pages: the total on one side, the page buttons on the other (hidden with one
 * page). `testId` names both (`<testId>-total`, `<testId>-pagination`).
 */
export function ListPager({
  list,
  pageCount,
  labels,
  testId,
  onPage,
}: {
  list: PagedList;
  pageCount: number;
  labels: { total: string; previous: string; next: string };
  testId: string;
  onPage?: (page: number) => void;
}) {
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid={`${testId}-total`} data-count={list.loaded ? list.totalCount : undefined}>
        {list.loaded ? labels.total : '\u00a0'}
      </Text>
      <Pagination
        total={pageCount}
        value={list.state.page}
        onChange={(page) => {
          list.change({ page });
          onPage?.(page);
        }}
        hideWithOnePage
        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? labels.previous : labels.next })}
        data-testid={`${testId}-pagination`}
      />
    </Group>
  );
}
