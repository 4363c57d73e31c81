import { Tabs } from '@mantine/core';
import { IconCalendarEvent, IconForms, IconTimeline } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  APPLICATION_TABS,
  type ApplicationTab,
  applicationPath,
  isApplicationTab,
} from '../utils/application-paths.ts';

const ICONS = { activities: IconTimeline, form: IconForms, meeting: IconCalendarEvent } as const;

/** The tabs of an application file, bound to the address: each tab is its own path. */
export function ApplicationTabs({ applicationId, active }: { applicationId: string; active: ApplicationTab }) {
  const { t } = useTranslation('applicationFile');
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (isApplicationTab(value) && value !== active) void navigate(applicationPath(applicationId, value));
      }}
      data-testid="application-tabs"
    >
      <Tabs.List>
        {APPLICATION_TABS.map((tab) => {
          const Icon = ICONS[tab];
          return (
            <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} />} data-testid={`application-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
