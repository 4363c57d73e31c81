import { STARTUP_MANAGER_ROLES } from '@cohort/shared';
import { Button, Container, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { IconLayoutGrid, IconSettings, IconTable } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleGate } from '../../access/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { StartupsFilters } from '../components/startups-filters.tsx';
import { StartupsPager } from '../components/startups-pager.tsx';
import { StartupsResults } from '../components/startups-results.tsx';
import { useStartupLabels } from '../hooks/use-startup-labels.ts';
import { useStartupsList } from '../hooks/use-startups-list.ts';
import { useStartupsView } from '../hooks/use-startups-view.ts';
import { isStartupsView } from '../utils/startups-view.ts';

/**
 * /startups, the portfolio (staff-like roles): cards or a table (remembered on this device), search, filters by
 * programme, industry and tag, sorting, 25 a page.
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
