import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { profilePath } from '../utils/profile-path.ts';

export type ProfileTab = 'profile' | 'timeline';

/** The tabs of a profile: the profile itself (/profile/:id) and the person's timeline (/profile/:id/timeline). */
export function ProfileTabs({ userId, tab }: { userId: string; tab: ProfileTab }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const pathOf = (value: ProfileTab) =>
    value === 'timeline' ? `${profilePath(userId)}/timeline` : profilePath(userId);
  return (
    <Tabs value={tab} onChange={(value) => value && navigate(pathOf(value as ProfileTab))} data-testid="profile-tabs">
      <Tabs.List>
        <Tabs.Tab value="profile" data-testid="profile-tab-profile">
          {t('profile.tabs.profile')}
        </Tabs.Tab>
        <Tabs.Tab value="timeline" data-testid="profile-tab-timeline">
          {t('profile.tabs.timeline')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
