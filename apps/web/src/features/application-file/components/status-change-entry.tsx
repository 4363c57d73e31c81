import type { ApplicationStatus } from '@cohort/shared';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateLabel } from '../../../ui/date-label.tsx';
import type { ApplicationStatusChangeData } from '../graphql/application-activities.query.ts';
import { StatusBadge } from './status-badge.tsx';

/** A change of status or round on the activities timeline: who (for staff), when, from what to what. */
export function StatusChangeEntry({ change }: { change: ApplicationStatusChangeData }) {
  const { t } = useTranslation('applicationFile');
  const movedRound = change.toRound !== change.fromRound && change.toRound;
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      px="md"
      data-testid="application-status-change"
      data-status={change.toStatus}
    >
      <ThemeIcon variant="light" color="gray" radius="xl" size="md">
        <IconArrowRight size={14} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm">
            {movedRound
              ? t('activity.movedTo', { round: change.toRound })
              : change.fromStatus
                ? t('activity.statusChanged')
                : t('activity.created')}
          </Text>
          <StatusBadge status={change.toStatus as ApplicationStatus} size="sm" />
        </Group>
        <Group gap={6}>
          {change.actor ? (
            <Text size="xs" c="dimmed" dir="auto">
              {change.actor.fullName}
            </Text>
          ) : null}
          <DateLabel value={change.createdAt} format="relative" size="xs" c="dimmed" />
        </Group>
      </Stack>
    </Group>
  );
}
