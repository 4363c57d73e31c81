import { megabytes } from '@cohort/shared';
import { BackgroundImage, Box, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconPhotoEdit } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateLocale } from '../../../ui/date-label.tsx';
import type { ProgramPageData } from '../graphql/program.query.ts';
import {
  formatProgramDay,
  PROGRAM_COVER_ACCEPT,
  PROGRAM_COVER_MAX_BYTES,
  programDates,
} from '../utils/program-page.ts';

const COVER_HEIGHT = 200;
/** Without a cover, the banner is a gradient in the organisation's theme colour. */
const THEME_GRADIENT =
  'linear-gradient(135deg, var(--mantine-primary-color-filled) 0%, var(--mantine-primary-color-light) 100%)';

/** The dates of a programme as calendar days: start and end, either alone, or nothing. */
function ProgramDatesLine({ program }: { program: ProgramPageData }) {
  const { t } = useTranslation('startups');
  const locale = useDateLocale();
  const dates = programDates(program);
  if (dates.kind === 'none') return null;
  const day = (value: string) => formatProgramDay(value, locale);
  const text =
    dates.kind === 'range'
      ? `${day(dates.startsOn)} – ${day(dates.endsOn)}`
      : dates.kind === 'from'
        ? t('programs.from', { date: day(dates.startsOn) })
        : t('programs.until', { date: day(dates.endsOn) });
  return (
    <Group gap={6} c="dimmed" wrap="nowrap" data-testid="program-page-dates">
      <IconCalendar size={16} aria-label={t('programPage.dates')} style={{ flexShrink: 0 }} />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/**
 * The top of a programme's page: its cover (or a gradient in the theme colour), name and dates; "Change cover" for
 * those who may edit the programme.
 */
export function ProgramBanner({
  program,
  uploading,
  error,
  onChooseCover,
}: {
  program: ProgramPageData;
  uploading: boolean;
  error: string | null;
  onChooseCover: (file: File | null) => void;
}) {
  const { t } = useTranslation('startups');
  const resetInput = useRef<() => void>(null);
  return (
    <Stack gap="md">
      {program.cover ? (
        <BackgroundImage
          src={program.cover}
          h={COVER_HEIGHT}
          radius="md"
          role="img"
          aria-label={t('programPage.cover.alt', { name: program.name })}
          data-testid="program-cover"
          data-src={program.cover}
        />
      ) : (
        <Box
          h={COVER_HEIGHT}
          style={{ background: THEME_GRADIENT, borderRadius: 'var(--mantine-radius-md)' }}
          aria-hidden="true"
          data-testid="program-cover"
        />
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" dir="auto" data-testid="program-page-name">
            {program.name}
          </Title>
          <ProgramDatesLine program={program} />
        </Stack>
        {program.viewerCanEdit ? (
          <Stack gap={4} align="flex-end">
            <FileButton
              resetRef={resetInput}
              onChange={(file) => {
                resetInput.current?.();
                onChooseCover(file);
              }}
              accept={PROGRAM_COVER_ACCEPT}
              inputProps={{ 'data-testid': 'program-cover-input' } as Record<string, string>}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="sm"
                  loading={uploading}
                  leftSection={<IconPhotoEdit size={16} aria-hidden />}
                  data-testid="program-cover-change"
                >
                  {t('programPage.cover.change')}
                </Button>
              )}
            </FileButton>
            {error ? (
              <Text size="xs" c="red" role="alert" data-testid="program-cover-error">
                {error}
              </Text>
            ) : (
              <Text size="xs" c="dimmed">
                {t('programPage.cover.hint', { limit: megabytes(PROGRAM_COVER_MAX_BYTES) })}
              </Text>
            )}
          </Stack>
        ) : null}
      </Group>
    </Stack>
  );
}
