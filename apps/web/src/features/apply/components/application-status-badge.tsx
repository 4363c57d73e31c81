import { APPLICATION_STATUS_COLOURS, type ApplicationStatus } from '@cohort/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An application's status, translated, in its colour (spec 02 §4). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('apply');
  return (
    <Badge
      color={APPLICATION_STATUS_COLOURS[status]}
      variant="light"
      data-testid="application-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
