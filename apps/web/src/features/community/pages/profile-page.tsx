import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserQuestion } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ProfileFieldsCard, readsHiddenProfileFields } from '../../profile-fields/index.ts';
import { ProfileFormDrawer } from '../components/profile-form-drawer.tsx';
import { ProfileHeader } from '../components/profile-header.tsx';
import { PersonTimeline } from '../components/person-timeline.tsx';
import { ProfileSections } from '../components/profile-sections.tsx';
import { type ProfileTab, ProfileTabs } from '../components/profile-tabs.tsx';
import { useCommunityFeedback } from '../hooks/use-community-feedback.ts';
import { useProfile } from '../hooks/use-profile.ts';
import { communitySearchPath } from '../utils/community-url.ts';
import { profilePath } from '../utils/profile-path.ts';

/**
 * /profile/:id, a person's profile: the header (cover, avatar, name, role, headline, places, startups) and its
 * sections, then the custom profile fields (and, for startup managers on someone else's profile, the hidden ones);
 * /profile/:id/timeline shows what they wrote on startup files instead. On one's own profile, /profile/:id/edit opens
 * the form in a drawer over it.
 */
export function ProfilePage({ editing = false, tab = 'profile' }: { editing?: boolean; tab?: ProfileTab }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  const feedback = useCommunityFeedback();
  const state = useProfile(id);
  usePageTitle(state.status === 'loaded' ? state.profile.fullName : t('profile.title'));

  if (state.status === 'loading') {
    return (
      <Center p="xl" data-testid="profile-loading">
        <Loader />
      </Center>
    );
  }
  if (state.status === 'notFound') {
    return (
      <Stack align="center" gap="sm" py={64} px="md" ta="center" data-testid="profile-not-found">
        <IconUserQuestion size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Title order={2} size="h3">
          {t('profile.notFound.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('profile.notFound.body')}
        </Text>
        <Button component={Link} to={communitySearchPath()} variant="light" mt="xs">
          {t('profile.notFound.back')}
        </Button>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <Container size={1100} py="lg">
        <Alert color="red" role="alert" data-testid="profile-error">
          <Group justify="space-between" gap="sm">
            <span>{feedback.errorMessage(state.error)}</span>
            <Button size="xs" variant="light" onClick={state.retry}>
              {t('list.retry')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  const { profile } = state;
  // Only one's own profile has a form: the edit address of someone else's shows their profile.
  if (editing && !profile.isMe) return <Navigate to={profilePath(profile._id)} replace />;
  return (
    <Container size={1100} py="lg" data-testid="profile-page" data-user-id={profile._id}>
      <Stack gap="lg">
        <ProfileHeader profile={profile} />
        <ProfileTabs userId={profile._id} tab={tab} />
        {tab === 'timeline' ? (
          <PersonTimeline userId={profile._id} />
        ) : (
          <>
            <ProfileSections profile={profile} />
            <Suspense
              fallback={
                <Center p="md">
                  <Loader size="sm" />
                </Center>
              }
            >
              <ProfileFieldsCard entityKind="user" entityId={profile._id} hidden={false} />
              {readsHiddenProfileFields(viewer.role?.type, { isOwn: profile.isMe }) ? (
                <ProfileFieldsCard entityKind="user" entityId={profile._id} hidden />
              ) : null}
            </Suspense>
          </>
        )}
      </Stack>
      {profile.isMe ? (
        <ProfileFormDrawer
          profile={profile}
          opened={editing}
          onClose={() => navigate(profilePath(profile._id), { replace: true })}
          onPictureUploaded={state.refresh}
        />
      ) : null}
    </Container>
  );
}

/** /profile: one's own profile. */
export function MyProfileRedirect() {
  const user = useCurrentUser();
  return <Navigate to={profilePath(user._id)} replace />;
}
