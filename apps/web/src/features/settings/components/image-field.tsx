import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, imageProblem, MAX_IMAGE_LABEL, readAsDataUrl } from '../utils/images.ts';

/** Light and dark squares behind a preview, so that a white logo stays visible. */
const CHECKERBOARD =
  'repeating-conic-gradient(var(--mantine-color-gray-2) 0% 25%, var(--mantine-color-gray-0) 0% 50%) 50% / 16px 16px';

/**
 * An image of the organisation (logo, square logo, white logo, login background): a preview, a file picker that
 * refuses non-images and files over 512 KB before anything is sent, and a Remove button.
 */
export function ImageField({
  label,
  description,
  value,
  onChange,
  testId,
  dark = false,
  serverError,
}: {
  label: string;
  description?: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Previews on a dark background (the white logo). */
  dark?: boolean;
  testId: string;
  serverError?: string | null;
}) {
  const { t } = useTranslation('settings');
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem === 'notImage') return setError(t('images.notImage'));
    if (problem === 'tooLarge') return setError(t('images.tooLarge', { max: MAX_IMAGE_LABEL }));
    try {
      const dataUrl = await readAsDataUrl(file);
      setError(null);
      onChange(dataUrl);
    } catch {
      setError(t('images.unreadable'));
    }
  };

  const shownError = error ?? serverError ?? null;
  return (
    <Stack gap={6} data-testid={testId}>
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      <Group gap="md" align="center" wrap="nowrap">
        <Box
          w={120}
          h={64}
          p={6}
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-default-border)',
            background: dark ? 'var(--mantine-color-dark-7)' : CHECKERBOARD,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            overflow: 'hidden',
          }}
        >
          {value ? (
            <Image src={value} alt={label} h="100%" w="100%" fit="contain" data-testid={`${testId}-preview`} />
          ) : (
            <Text size="xs" c="dimmed" ta="center" data-testid={`${testId}-empty`}>
              {t('images.none')}
            </Text>
          )}
        </Box>
        <Group gap="xs">
          <FileButton
            onChange={(file) => void choose(file)}
            accept={IMAGE_TYPES.join(',')}
            inputProps={{ 'data-testid': `${testId}-input` } as Record<string, string>}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" data-testid={`${testId}-upload`}>
                {value ? t('images.replace') : t('images.upload')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={() => {
                setError(null);
                onChange(null);
              }}
              data-testid={`${testId}-remove`}
            >
              {t('images.remove')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {t('images.hint', { max: MAX_IMAGE_LABEL })}
      </Text>
      {shownError ? (
        <Text size="sm" c="red" role="alert" data-testid={`${testId}-error`}>
          {shownError}
        </Text>
      ) : null}
    </Stack>
  );
}
