import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isReviewStatus, REVIEW_STATUS_COLOURS } from '../utils/review-status.ts';

/** Where a review stands: assigned (grey), draft (yellow), submitted (green). */
export function ReviewStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('evaluations');
  const known = isReviewStatus(status);
  return (
    <Badge
      color={known ? REVIEW_STATUS_COLOURS[status] : 'gray'}
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content' }}
      data-testid="review-status"
      data-status={status}
    >
      {known ? t(`reviewStatuses.${status}`) : status}
    </Badge>
  );
}
