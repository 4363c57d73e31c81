import { Alert, Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { DateLabel } from '../../../ui/date-label.tsx';
import { ListBody } from '../../../ui/list-body.tsx';
import { usePageTitle } from '../../organisation/index.ts';
import { ReviewStatusBadge } from '../components/review-status-badge.tsx';
import { MyEvaluationsQuery } from '../graphql/my-evaluations.query.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import { evaluationReviewPath } from '../utils/evaluation-paths.ts';
import { formatScore } from '../utils/results.ts';
import { queueOrder } from '../utils/review-status.ts';
import type { MyEvaluationsNotice } from './evaluation-review-page.tsx';

function isNotice(value: unknown): value is MyEvaluationsNotice {
  return typeof value === 'object' && value !== null && (value as { notice?: unknown }).notice === 'conflictDeclared';
}

/**
 * /evaluations, "My reviews" (issue 15): the applications assigned to the signed-in evaluator, those still to do
 * first, each opening its review.
 */
export function MyEvaluationsPage() {
  const { t, i18n } = useTranslation('evaluations');
  usePageTitle(t('mine.title'));
  const feedback = useEvaluationFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState(() => isNotice(location.state));
  // Said once: a reload or a return to this page does not repeat it.
  useEffect(() => {
    if (isNotice(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  const [{ data, error }] = useQuery({ query: MyEvaluationsQuery, requestPolicy: 'cache-and-network' });
  const items = useMemo(() => queueOrder(data?.myEvaluations ?? []), [data]);
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <Container size={1280} py="lg" data-testid="my-evaluations-page">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {t('mine.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('mine.subtitle')}
          </Text>
        </Stack>
        {notice ? (
          <Alert color="blue" withCloseButton onClose={() => setNotice(false)} data-testid="my-evaluations-notice">
            {t('mine.conflictDeclared')}
          </Alert>
        ) : null}
        <ListBody
          error={error ? feedback.errorMessage(error) : null}
          loaded={data !== undefined}
          empty={items.length === 0}
          emptyText={t('mine.empty')}
          testId="my-evaluations"
        >
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="my-evaluations-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mine.columns.application')}</Table.Th>
                  <Table.Th>{t('mine.columns.round')}</Table.Th>
                  <Table.Th>{t('mine.columns.status')}</Table.Th>
                  <Table.Th>{t('mine.columns.score')}</Table.Th>
                  <Table.Th>{t('mine.columns.deadline')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr
                    key={item._id}
                    onClick={() => void navigate(evaluationReviewPath(item._id))}
                    style={{ cursor: 'pointer' }}
                    data-testid="my-evaluation-row"
                    data-assignment-id={item._id}
                    data-status={item.status}
                  >
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={evaluationReviewPath(item._id)}
                        size="sm"
                        fw={600}
                        dir="auto"
                        onClick={(event) => event.stopPropagation()}
                        data-testid="my-evaluation-open"
                      >
                        {item.applicationLabel}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto">
                        {item.funnelName}
                      </Text>
                      <Text size="xs" c="dimmed" dir="auto">
                        {item.roundName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ReviewStatusBadge status={item.status} />
                    </Table.Td>
                    <Table.Td>
                      {item.score == null ? (
                        <Text size="sm" c="dimmed">
                          –
                        </Text>
                      ) : item.maxScore ? (
                        t('review.scoreValue', {
                          score: formatScore(item.score, language),
                          max: formatScore(item.maxScore, language),
                        })
                      ) : (
                        formatScore(item.score, language)
                      )}
                    </Table.Td>
                    <Table.Td>
                      {item.deadline ? (
                        <DateLabel value={item.deadline} format="dateTime" />
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('mine.noDeadline')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </ListBody>
      </Stack>
    </Container>
  );
}
