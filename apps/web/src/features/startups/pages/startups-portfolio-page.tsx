import { STARTUP_MANAGER_ROLES } from '@cohort/shared';
import { Button, Container, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconLayoutGrid, IconSettings, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleGate } from '../../access/index.ts';
import { ExportMenu, exportFilter } from '../../exports/index.ts';
import { usePageTitle, useStartupLabels } from '../../organisation/index.ts';
import { SavedViewsMenu } from '../components/saved-views-menu.tsx';
import { StartupsFilters } from '../components/startups-filters.tsx';
import { StartupsPager } from '../components/startups-pager.tsx';
import { StartupsResults } from '../components/startups-results.tsx';
import { useStartupsList } from '../hooks/use-startups-list.ts';
import { useStartupsView } from '../hooks/use-startups-view.ts';
import { customFieldFiltersInput } from '../utils/custom-field-filters.ts';
import type { StartupsListState } from '../utils/startups-url.ts';
import { isStartupsView } from '../utils/startups-view.ts';

/** What the export of the portfolio is narrowed by: the list's filters, custom-field filters included. */
function startupsExportFilter(state: StartupsListState) {
  const filter = exportFilter(state);
  const customFields = customFieldFiltersInput(state.customFields);
  return customFields ? { ...filter, customFields } : filter;
}

/**
 * /startups, the portfolio (staff-like roles): cards or a table (remembered on this device), search, filters by
 * programme, industry, tag and custom field, sorting, 25 a page; the export menu exports what the filters show.
 */
export function StartupsPortfolioPage() {
  const { t } = useTranslation('startups');
  const labels = useStartupLabels();
  usePageTitle(labels.plural);
  const list = useStartupsList();
  const [view, setView] = useStartupsView();
  return (
    <Container size={1280} py="lg" data-testid="startups-portfolio-page" data-view={view}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {labels.plural}
          </Title>
          <Group gap="sm" wrap="wrap">
            <SavedViewsMenu list={list} view={view} onViewChange={setView} />
            <SegmentedControl
              aria-label={t('list.view')}
              value={view}
              onChange={(value) => {
                if (isStartupsView(value)) setView(value);
              }}
              data={[
                {
                  value: 'cards',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconLayoutGrid size={16} aria-hidden />
                      <span>{t('list.views.cards')}</span>
                    </Group>
                  ),
                },
                {
                  value: 'table',
                  label: (
                    <Group gap={6} wrap="nowrap">
                      <IconTable size={16} aria-hidden />
                      <span>{t('list.views.table')}</span>
                    </Group>
                  ),
                },
              ]}
              data-testid="startups-view-toggle"
            />
            <RoleGate allowed={STARTUP_MANAGER_ROLES}>
              <ExportMenu options={[{ kind: 'STARTUPS', filter: startupsExportFilter(list.state) }]} />
            </RoleGate>
            <RoleGate allowed={STARTUP_MANAGER_ROLES}>
              <Button
                component={Link}
                to="/startups/management"
                variant="default"
                leftSection={<IconSettings size={16} />}
                data-testid="startups-manage-link"
              >
                {t('management.title', { startup: labels.singular })}
              </Button>
            </RoleGate>
          </Group>
        </Group>
        <StartupsFilters list={list} />
        <StartupsResults list={list} view={view} />
        <StartupsPager list={list} />
      </Stack>
    </Container>
  );
}
