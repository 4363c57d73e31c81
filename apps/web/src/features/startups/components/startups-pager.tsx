import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StartupsList } from '../hooks/use-startups-list.ts';
import { startupsPageCount } from '../utils/startups-url.ts';

/** The number of startups found and the pages, 25 a page. */
export function StartupsPager({ list }: { list: StartupsList }) {
  const { t } = useTranslation('startups');
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="startups-total" data-count={list.loaded ? list.totalCount : undefined}>
        {list.loaded ? t('list.total', { count: list.totalCount }) : '\u00a0'}
      </Text>
      <Pagination
        total={startupsPageCount(list.totalCount)}
        value={list.state.page}
        onChange={(page) => list.change({ page })}
        hideWithOnePage
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('list.previousPage') : t('list.nextPage'),
        })}
        data-testid="startups-pagination"
      />
    </Group>
  );
}
