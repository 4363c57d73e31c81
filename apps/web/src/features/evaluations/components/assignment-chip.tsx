import { Badge, CloseButton, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/avatar.tsx';
import type { EvaluationRoundData } from '../graphql/evaluation-round.fragment.ts';
import { isReviewStatus, REVIEW_STATUS_COLOURS } from '../utils/review-status.ts';

type Assignment = EvaluationRoundData['applications'][number]['assignments'][number];

/**
 * An evaluator on an application: avatar and name in the colour of their review's status, and a remove (x) while the
 * review is not submitted (the server keeps submitted reviews).
 */
export function AssignmentChip({
  assignment,
  removing,
  onRemove,
}: {
  assignment: Assignment;
  removing: boolean;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const name = assignment.evaluator?.fullName ?? t('assignment.formerEvaluator');
  const status = isReviewStatus(assignment.status) ? assignment.status : null;
  const statusText = status ? t(`reviewStatuses.${status}`) : assignment.status;
  return (
    <Tooltip label={t('assignment.chipHint', { name, status: statusText })}>
      <Badge
        size="lg"
        radius="xl"
        variant="light"
        color={status ? REVIEW_STATUS_COLOURS[status] : 'gray'}
        tt="none"
        fw={500}
        pl={2}
        pr={onRemove ? 2 : 'sm'}
        data-testid="assignment-chip"
        data-assignment-id={assignment._id}
        data-status={assignment.status}
        leftSection={assignment.evaluator ? <UserAvatar person={assignment.evaluator} size="tiny" /> : null}
        rightSection={
          onRemove ? (
            <CloseButton
              size="xs"
              radius="xl"
              disabled={removing}
              aria-label={t('assignment.remove', { name })}
              onClick={onRemove}
              data-testid={`assignment-remove-${assignment._id}`}
            />
          ) : null
        }
      >
        <Group gap={4} wrap="nowrap">
          <Text span size="xs" dir="auto">
            {name}
          </Text>
        </Group>
      </Badge>
    </Tooltip>
  );
}
