import { Alert, Container, Group, Stack, Title } from '@mantine/core';
import { APPLICATION_STATUS_GROUP_STATUSES, APPLICATION_INTAKE_ROUND } from '@cohort/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateRequest } from '../../../lib/create-request.ts';
import { ListBody } from '../../../ui/list-body.tsx';
import { ListPager } from '../../../ui/list-pager.tsx';
import { ExportApplicationsMenu } from '../../applications-analytics/index.ts';
import { CreateApplicationLeadModal } from '../../apply/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ApplicationsBatch } from '../components/applications-batch.tsx';
import { ApplicationsFilters } from '../components/applications-filters.tsx';
import { ApplicationsQueueBar } from '../components/applications-queue-bar.tsx';
import { ApplicationsTable } from '../components/applications-table.tsx';
import { ApplicationsToolbar } from '../components/applications-toolbar.tsx';
import { OverviewSavedViewsMenu } from '../components/overview-saved-views-menu.tsx';
import { useApplicationQueue } from '../hooks/use-application-queue.ts';
import { useApplicationsList } from '../hooks/use-applications-list.ts';
import { useApplicationsOverview } from '../hooks/use-applications-overview.ts';
import { useApplicationsSelection } from '../hooks/use-applications-selection.ts';
import { useOverviewFeedback } from '../hooks/use-overview-feedback.ts';
import { activeFilterCount, OVERVIEW_PAGE_SIZE } from '../utils/overview-url.ts';

/**
 * /applications/overview (issue 14 point 3): every application the viewer reaches as staff, 25 a page, with search and
 * sort; the filters (APPLICATION_OVERVIEW/FILTERS:VIEW), the queue bar (QUEUE_BAR:VIEW), saved views
 * (savedViewsApplications) and batch actions with their live panel (BATCH/ACTION_CTAS:VIEW). The list's state lives in
 * the address; each row opens the application.
 */
export function ApplicationsOverviewPage() {
  const { t } = useTranslation('applicationsOverview');
  usePageTitle(t('title'));
  const feedback = useOverviewFeedback();
  const options = useApplicationsOverview();
  const list = useApplicationsList();
  const selection = useApplicationsSelection(list);
  const queue = useApplicationQueue(list.state.funnelIds, list.state.includeDrafts, options.canSeeQueueBar);
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(list.state) > 0);
  const { refresh: refreshList } = list;
  const { refresh: refreshQueue } = queue;
  const { canSeeQueueBar } = options;
  // The create menu's Application Lead lands here (spec 01 §2.5); the new lead opens in its file.
  const navigate = useNavigate();
  const [creatingLead, setCreatingLead] = useState(false);
  const openLead = useCallback(() => setCreatingLead(true), []);
  useCreateRequest(openLead);
  const { state } = list;
  // The export takes what the list shows: its funnels, statuses (groups spelt out), rounds, tags and search.
  const exportFilter = useMemo(
    () => ({
      funnelIds: state.funnelIds,
      statuses: [
        ...new Set([
          ...state.statuses,
          ...state.statusGroups.flatMap((group) => APPLICATION_STATUS_GROUP_STATUSES[group]),
        ]),
      ],
      roundIds: state.roundIds.filter((id) => id !== APPLICATION_INTAKE_ROUND),
      intake: state.roundIds.includes(APPLICATION_INTAKE_ROUND),
      tagIds: state.tagIds,
      search: state.search,
    }),
    [state],
  );
  const batchFinished = useCallback(() => {
    refreshList();
    if (canSeeQueueBar) refreshQueue();
  }, [refreshList, refreshQueue, canSeeQueueBar]);

  if (options.error) {
    return (
      <Container size={1280} py="lg">
        <Alert color="red" role="alert" data-testid="applications-overview-refused">
          {feedback.errorMessage(options.error)}
        </Alert>
      </Container>
    );
  }

  const withBatch = options.batchActions.length > 0;
  return (
    <Container size={1280} py="lg" data-testid="applications-overview-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Group gap="xs">
            <OverviewSavedViewsMenu list={list} />
            <ExportApplicationsMenu filter={exportFilter} />
          </Group>
        </Group>
        <CreateApplicationLeadModal
          opened={creatingLead}
          onClose={() => setCreatingLead(false)}
          onCreated={(id) => {
            setCreatingLead(false);
            void navigate(`/application/${id}`);
          }}
        />
        {options.canSeeQueueBar ? (
          <ApplicationsQueueBar list={list} queue={queue.queue} funnels={options.funnels} />
        ) : null}
        <ApplicationsToolbar
          list={list}
          canFilter={options.canFilter}
          filtersOpen={filtersOpen}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
        />
        {options.canFilter && filtersOpen ? (
          <ApplicationsFilters list={list} funnels={options.funnels} tags={options.tags} />
        ) : null}
        {withBatch ? (
          <ApplicationsBatch
            selection={selection}
            actions={options.batchActions}
            applications={list.applications}
            funnels={options.funnels}
            tags={options.tags}
            onFinished={batchFinished}
          />
        ) : null}
        <ListBody
          error={list.error ? feedback.errorMessage(list.error) : null}
          loaded={list.loaded}
          empty={list.applications.length === 0}
          emptyText={t('empty')}
          testId="applications"
        >
          <ApplicationsTable applications={list.applications} selection={withBatch ? selection : undefined} />
        </ListBody>
        <ListPager
          list={list}
          pageCount={Math.max(1, Math.ceil(list.totalCount / OVERVIEW_PAGE_SIZE))}
          labels={{
            total: t('total', { count: list.totalCount }),
            previous: t('pager.previous'),
            next: t('pager.next'),
          }}
          testId="applications"
        />
      </Stack>
    </Container>
  );
}
