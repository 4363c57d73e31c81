import { Anchor, Avatar, BackgroundImage, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { COACHING_HOST_ROLES } from '@cohort/shared';
import { IconCalendarPlus, IconCertificate, IconMapPin, IconRocket, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { bookSessionPath } from '../../coaching/index.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { startupFilePath } from '../../startup-file/index.ts';
import { useStartupRelabel } from '../../organisation/index.ts';
import type { ProfileData } from '../graphql/profile-fields.fragment.ts';
import { useRoleLabel } from '../hooks/use-role-label.ts';
import { profileEditPath } from '../utils/profile-path.ts';

const COVER_HEIGHT = 180;

/** Where a person is: their places, then their country. */
export function placesOf(profile: Pick<ProfileData, 'locations' | 'country'>): string[] {
  return [...profile.locations, ...(profile.country ? [profile.country] : [])];
}

/**
 * The top of a profile: the cover, the avatar, the name, the role, the headline, where they are and their startups
 * (each a link to its file); one's own profile has the "Edit profile" button.
 */
export function ProfileHeader({ profile }: { profile: ProfileData }) {
  const { t } = useTranslation(['community', 'coaching']);
  // The programmes of people the person takes part in (issue 14 point 9), worded with the assignation page.
  const programsLabel = useTranslation('peoplePrograms').t('profilePrograms');
  const relabel = useStartupRelabel();
  const roleLabel = useRoleLabel();
  const places = placesOf(profile);
  // A startup's people book a session with someone who offers coaching (the booking screen says if they may not).
  const user = useCurrentUser();
  const bookable =
    user.startups.length > 0 && (COACHING_HOST_ROLES as readonly string[]).includes(profile.role?.type ?? '');
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="profile-header">
      {profile.cover ? (
        <BackgroundImage src={profile.cover} h={COVER_HEIGHT} data-testid="profile-cover" data-src={profile.cover} />
      ) : (
        <Box h={COVER_HEIGHT} bg="var(--mantine-primary-color-light)" data-testid="profile-cover" aria-hidden="true" />
      )}
      <Stack px="lg" pb="lg" gap="sm" mt={-60}>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <UserAvatar
            person={profile}
            size="xxxlarge"
            style={{ border: '4px solid var(--mantine-color-body)' }}
            data-testid="profile-avatar"
          />
          {!profile.isMe && bookable ? (
            <Button
              component={Link}
              to={bookSessionPath(user.startups[0]?._id, profile._id)}
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              data-testid="profile-book-session"
            >
              {t('coaching:book.open')}
            </Button>
          ) : null}
          {profile.isMe ? (
            <Button
              component={Link}
              to={profileEditPath(profile._id)}
              variant="default"
              leftSection={<IconUserEdit size={16} aria-hidden />}
              data-testid="profile-edit"
            >
              {t('profile.edit')}
            </Button>
          ) : null}
        </Group>
        <Stack gap={6}>
          <Group gap="sm" align="center" wrap="wrap">
            <Title order={1} size="h2" dir="auto" data-testid="profile-name">
              {profile.fullName}
            </Title>
            <Badge variant="light" radius="sm" tt="none" data-testid="profile-role">
              {roleLabel(profile)}
            </Badge>
          </Group>
          {profile.headline ? (
            <Text size="lg" dir="auto" data-testid="profile-headline">
              {profile.headline}
            </Text>
          ) : null}
          {places.length > 0 ? (
            <Group gap={6} c="dimmed" wrap="nowrap" data-testid="profile-location">
              <IconMapPin size={16} aria-label={t('profile.location')} style={{ flexShrink: 0 }} />
              <Text size="sm" dir="auto">
                {places.join(' · ')}
              </Text>
            </Group>
          ) : null}
          {profile.startups.length > 0 ? (
            <Group gap="xs" wrap="wrap" data-testid="profile-startups">
              <IconRocket size={16} aria-label={relabel(t('profile.startups'))} />
              {profile.startups.map((startup) => (
                <Anchor
                  key={startup._id}
                  component={Link}
                  to={startupFilePath(startup._id)}
                  size="sm"
                  data-testid="profile-startup-link"
                >
                  <Group gap={6} wrap="nowrap">
                    <Avatar src={startup.logo || null} name={startup.name} color="initials" size={20} radius="sm" />
                    <span dir="auto">{startup.name}</span>
                  </Group>
                </Anchor>
              ))}
            </Group>
          ) : null}
          {profile.programs.length > 0 ? (
            <Group gap="xs" wrap="wrap" data-testid="profile-programs">
              <IconCertificate size={16} aria-label={programsLabel} />
              {profile.programs.map((program) => (
                <Badge key={program._id} variant="outline" radius="sm" tt="none" data-testid="profile-program">
                  <span dir="auto">{program.name}</span>
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
