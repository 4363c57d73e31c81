import type { ApplicationStatus } from '@cohort/shared';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The colour of each status (spec 02 §9 status colours: green, blue, orange, red). */
export const STATUS_COLOURS: Record<ApplicationStatus, string> = {
  draft: 'gray',
  under_review: 'blue',
  ready_for_invitation: 'cyan',
  ready_for_meeting: 'cyan',
  pending_decision: 'orange',
  accepted: 'green',
  rejected: 'red',
  delay_rejected: 'yellow',
};

/** An application's status as a badge, in the interface language. */
export function StatusBadge({ status, ...props }: { status: ApplicationStatus } & Omit<BadgeProps, 'color'>) {
  const { t } = useTranslation('applicationFile');
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" data-status={status} {...props}>
      {t(`status.${status}`)}
    </Badge>
  );
}
