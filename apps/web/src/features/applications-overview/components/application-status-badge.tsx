import { APPLICATION_STATUS_COLOURS, type ApplicationStatus } from '@cohort/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An application's status in the spec's colours: green accepted, blue in review, orange awaiting a decision, red rejected. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applicationsOverview');
  return (
    <Badge
      color={APPLICATION_STATUS_COLOURS[status]}
      variant="light"
      tt="none"
      // The whole status, never cut short by a narrow column.
      style={{ minWidth: 'max-content' }}
      data-testid="application-status"
      data-status={status}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}
