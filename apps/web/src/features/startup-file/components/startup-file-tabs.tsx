import { Tabs } from '@mantine/core';
import {
  IconActivity,
  IconBuilding,
  IconChartLine,
  IconChecklist,
  IconClipboardList,
  IconFiles,
  IconFlag,
  IconForms,
  IconLock,
  IconStars,
  IconTimeline,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureFlag, usePermission } from '../../access/index.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { readsHiddenProfileFields } from '../../profile-fields/index.ts';
import { StartupFileQuery } from '../graphql/startup-file.query.ts';
import { FILE_TABS, type FileTab, isFileTab, startupFilePath } from '../utils/file-tabs.ts';

const ICONS = {
  activities: IconTimeline,
  tasks: IconChecklist,
  milestones: IconFlag,
  documents: IconFiles,
  assessment: IconStars,
  company: IconBuilding,
  applications: IconClipboardList,
  analytics: IconChartLine,
  'custom-fields': IconForms,
  'hidden-fields': IconLock,
  'engagement-analytics': IconActivity,
} as const;

/**
 * Whether the viewer is one of this startup's people: true or false, null until the file the layout has just loaded
 * is in the cache (read from there).
 */
function useIsOwnFile(startupId: string): boolean | null {
  const user = useCurrentUser();
  const [{ data }] = useQuery({ query: StartupFileQuery, variables: { id: startupId }, requestPolicy: 'cache-only' });
  const peopleIds = data?.startupFile.peopleIds;
  return peopleIds ? peopleIds.includes(user._id) : null;
}

/** Whether the viewer gets the hidden-fields tab: startup managers who are not people of this startup. */
function useHiddenFieldsTab(isOwn: boolean | null): boolean {
  const user = useCurrentUser();
  if (isOwn === null) return false;
  return readsHiddenProfileFields(user.role?.type, { isOwn });
}

/**
 * Whether the viewer gets the assessment tab: the flag assessment on, EVALUATION_PARAMETER_EDITOR:VIEW held, and not
 * one of this startup's people (the reviews are the committee's; the server gives them nothing anyway).
 */
function useAssessmentTab(isOwn: boolean | null): boolean {
  const enabled = useFeatureFlag('assessment');
  const canRead = usePermission('EVALUATION_PARAMETER_EDITOR:VIEW');
  return enabled === true && canRead === true && isOwn === false;
}

/** The tabs of a startup file, bound to the address: each tab is its own path. */
export function StartupFileTabs({ startupId, active }: { startupId: string; active: FileTab }) {
  const { t } = useTranslation('startupFile');
  const navigate = useNavigate();
  const milestones = useFeatureFlag('milestones');
  const isOwn = useIsOwnFile(startupId);
  const hiddenFields = useHiddenFieldsTab(isOwn);
  const assessment = useAssessmentTab(isOwn);
  const tabs = FILE_TABS.filter(
    (tab) =>
      (tab !== 'milestones' || milestones) &&
      (tab !== 'hidden-fields' || hiddenFields) &&
      (tab !== 'assessment' || assessment),
  );
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (isFileTab(value) && value !== active) void navigate(startupFilePath(startupId, value));
      }}
      data-testid="startup-file-tabs"
    >
      <Tabs.List>
        {tabs.map((tab) => {
          const Icon = ICONS[tab];
          return (
            <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} />} data-testid={`startup-file-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
