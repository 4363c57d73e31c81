import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { METRICS_COLLECTION_PATH, METRICS_DEFINITIONS_PATH } from '../utils/staff-paths.ts';

/** The two staff pages of metrics, one tab each: the data collection (the menu's entry) and the definitions. */
export function MetricsStaffTabs({ active }: { active: 'collection' | 'definitions' }) {
  const { t } = useTranslation('metrics');
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => navigate(value === 'definitions' ? METRICS_DEFINITIONS_PATH : METRICS_COLLECTION_PATH)}
      data-testid="metrics-staff-tabs"
    >
      <Tabs.List>
        <Tabs.Tab value="collection" data-testid="metrics-tab-collection">
          {t('collection.tab')}
        </Tabs.Tab>
        <Tabs.Tab value="definitions" data-testid="metrics-tab-definitions">
          {t('definitions.tab')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
