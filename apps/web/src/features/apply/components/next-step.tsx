import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyApplication } from '../graphql/my-application.fragment.ts';
import { fillPath } from '../utils/apply-paths.ts';

function dateTime(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(value));
}

/**
 * What the application asks of its applicant now (spec: "what is asked of them next"), from the server's `nextStep`:
 * the intake or a round's form to fill, the interview scheduled, waiting, or decided.
 */
export function NextStep({ application }: { application: MyApplication }) {
  const { t, i18n } = useTranslation('apply');
  const locale = i18n.resolvedLanguage ?? 'en';
  switch (application.nextStep) {
    case 'FILL_INTAKE':
      return application.viewerCan.editDraft ? (
        <Button component={Link} to={fillPath(application._id)} size="sm" data-testid="next-step-intake">
          {t('next.fillIntake')}
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          {t('next.draft')}
        </Text>
      );
    case 'FILL_ROUND':
      return application.round ? (
        <Button
          component={Link}
          to={fillPath(application._id, application.round._id)}
          size="sm"
          data-testid="next-step-round"
        >
          {t('next.fillRound', { round: application.round.name })}
        </Button>
      ) : null;
    case 'MEETING': {
      const meeting = application.meeting;
      if (!meeting?.startsAt) return null;
      return (
        <Stack gap={4} data-testid="next-step-meeting">
          <Text size="sm" fw={600}>
            {t('next.meeting', { date: dateTime(meeting.startsAt, locale) })}
          </Text>
          {meeting.location ? (
            <Text size="sm" dir="auto">
              {t('next.meetingPlace', { place: meeting.location })}
            </Text>
          ) : null}
          {meeting.conferenceUrl && /^https?:\/\//i.test(meeting.conferenceUrl) ? (
            <Group>
              <Button
                component="a"
                href={meeting.conferenceUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                variant="light"
              >
                {t('next.joinMeeting')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      );
    }
    case 'DECIDED':
      return (
        <Text size="sm" data-testid="next-step-decided">
          {application.status === 'accepted' ? t('next.accepted') : t('next.decided')}
        </Text>
      );
    default:
      return (
        <Text size="sm" c="dimmed" data-testid="next-step-wait">
          {application.status === 'delay_rejected' ? t('next.waitingList') : t('next.wait')}
        </Text>
      );
  }
}
