import { BackgroundImage, Box, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoEdit } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/avatar.tsx';
import type { ProfileData } from '../graphql/profile-fields.fragment.ts';
import {
  PROFILE_PICTURE_ACCEPT,
  PROFILE_PICTURE_MAX_BYTES,
  type ProfilePictureKind,
} from '../utils/profile-picture.ts';

/** One picture of one's profile (the avatar or the cover): what it is now and a button to choose another. */
export function PictureField({
  kind,
  profile,
  uploading,
  error,
  onChoose,
}: {
  kind: ProfilePictureKind;
  profile: ProfileData;
  uploading: boolean;
  error: string | null;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation('community');
  const resetInput = useRef<() => void>(null);
  const label = kind === 'avatar' ? t('pictures.avatar') : t('pictures.cover');
  return (
    <Stack gap={6} data-testid={`profile-picture-${kind}`}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        {kind === 'avatar' ? (
          <UserAvatar person={profile} size="xxlarge" data-testid="profile-form-avatar" />
        ) : profile.cover ? (
          <BackgroundImage src={profile.cover} w={160} h={60} radius="sm" data-testid="profile-form-cover" />
        ) : (
          <Box w={160} h={60} bg="var(--mantine-primary-color-light)" style={{ borderRadius: 4 }} aria-hidden />
        )}
        <Stack gap={4}>
          <FileButton
            resetRef={resetInput}
            onChange={(file) => {
              resetInput.current?.();
              onChoose(file);
            }}
            accept={PROFILE_PICTURE_ACCEPT}
            inputProps={{ 'data-testid': `profile-upload-${kind}-input` } as Record<string, string>}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={uploading}
                leftSection={<IconPhotoEdit size={16} aria-hidden />}
                data-testid={`profile-upload-${kind}`}
              >
                {kind === 'avatar' ? t('pictures.changeAvatar') : t('pictures.changeCover')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('pictures.hint', { limit: PROFILE_PICTURE_MAX_BYTES / (1024 * 1024) })}
          </Text>
        </Stack>
      </Group>
      {error ? (
        <Text size="sm" c="red" role="alert" data-testid={`profile-upload-${kind}-error`}>
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
