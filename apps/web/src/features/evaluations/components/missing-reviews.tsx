import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { DateLabel } from '../../../ui/date-label.tsx';
import type { EvaluationResultsData } from '../graphql/evaluation-results.query.ts';
import { RemindEvaluatorsMutation } from '../graphql/remind-evaluators.mutation.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import { ReviewStatusBadge } from './review-status-badge.tsx';

/** The reviews assigned and not submitted, with a reminder e-mail for all of them or one (remindEvaluators). */
export function MissingReviews({
  roundId,
  missing,
  canRemind,
}: {
  roundId: string;
  missing: EvaluationResultsData['missing'];
  canRemind: boolean;
}) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const [{ fetching }, remind] = useMutation(RemindEvaluatorsMutation);
  const [sending, setSending] = useState<string | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (assignmentIds: string[] | null) => {
    setSending(assignmentIds?.[0] ?? 'all');
    setError(null);
    const result = await remind({ roundId, assignmentIds });
    setSending(null);
    if (result.error || result.data == null) {
      if (result.error) setError(feedback.errorMessage(result.error));
      return;
    }
    setSent(result.data.remindEvaluators);
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="results-missing">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('results.missing.title', { count: missing.length })}
          </Title>
          {canRemind && missing.length > 0 ? (
            <Button
              size="xs"
              leftSection={<IconBell size={14} />}
              loading={fetching && sending === 'all'}
              disabled={fetching}
              onClick={() => void send(null)}
              data-testid="evaluation-remind-all"
            >
              {t('results.missing.remindAll')}
            </Button>
          ) : null}
        </Group>
        {sent !== null ? (
          <Alert
            color="green"
            role="status"
            withCloseButton
            onClose={() => setSent(null)}
            data-testid="evaluation-reminders-sent"
          >
            {t('results.missing.sent', { count: sent })}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" role="alert" data-testid="evaluation-remind-error">
            {error}
          </Alert>
        ) : null}
        {missing.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="results-missing-empty">
            {t('results.missing.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.missing.evaluator')}</Table.Th>
                  <Table.Th>{t('results.missing.application')}</Table.Th>
                  <Table.Th>{t('results.missing.status')}</Table.Th>
                  <Table.Th>{t('results.missing.remindedAt')}</Table.Th>
                  {canRemind ? <Table.Th /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {missing.map((review) => (
                  <Table.Tr
                    key={review.assignmentId}
                    data-testid="results-missing-row"
                    data-assignment-id={review.assignmentId}
                  >
                    <Table.Td>
                      {review.evaluator ? (
                        <Group gap="xs" wrap="nowrap">
                          <UserAvatar person={review.evaluator} size="small" />
                          <Text size="sm" dir="auto">
                            {review.evaluator.fullName}
                          </Text>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('assignment.formerEvaluator')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto">
                        {review.applicationLabel}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ReviewStatusBadge status={review.status} />
                    </Table.Td>
                    <Table.Td>
                      {review.remindedAt ? (
                        <DateLabel value={review.remindedAt} format="relative" />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('results.missing.neverReminded')}
                        </Text>
                      )}
                    </Table.Td>
                    {canRemind ? (
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="light"
                          loading={sending === review.assignmentId}
                          disabled={fetching}
                          onClick={() => void send([review.assignmentId])}
                          data-testid={`evaluation-remind-${review.assignmentId}`}
                        >
                          {t('results.missing.remind')}
                        </Button>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
