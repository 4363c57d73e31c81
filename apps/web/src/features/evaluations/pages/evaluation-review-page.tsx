import type { RoleType } from '@cohort/shared';
import { Alert, Anchor, Center, Container, Grid, Group, Loader, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { DateLabel } from '../../../ui/date-label.tsx';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ReviewAnswers } from '../components/review-answers.tsx';
import { ReviewForm } from '../components/review-form.tsx';
import { ReviewStatusBadge } from '../components/review-status-badge.tsx';
import { EvaluationReviewQuery } from '../graphql/evaluation-review.query.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import { MY_EVALUATIONS_PATH } from '../utils/evaluation-paths.ts';

/** What /evaluations says after a conflict of interest was declared from a review. */
export interface MyEvaluationsNotice {
  notice: 'conflictDeclared';
}

/**
 * /evaluations/:id: one review of the signed-in evaluator, the application's answers on one side and the evaluation
 * form on the other (stacked on small screens). Nothing identifies the application beyond its label.
 */
export function EvaluationReviewPage() {
  const { t } = useTranslation('evaluations');
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const feedback = useEvaluationFeedback();
  const [{ data, error }] = useQuery({
    query: EvaluationReviewQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const { dir } = useDirection();
  const review = data?.evaluationReview;
  usePageTitle(review ? t('review.pageTitle', { label: review.applicationLabel }) : t('review.title'));
  const roleType = (user.role?.type as RoleType | undefined) ?? null;

  const back = (
    <Anchor component={Link} to={MY_EVALUATIONS_PATH} size="sm" data-testid="review-back">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} aria-hidden />
        {t('review.back')}
      </Group>
    </Anchor>
  );

  if (!review) {
    return (
      <Container size={1280} py="lg" data-testid="evaluation-review-page">
        <Stack gap="md">
          {back}
          {error ? (
            <Alert color="red" role="alert" data-testid="review-error">
              {feedback.errorMessage(error)}
            </Alert>
          ) : (
            <Center p="xl">
              <Loader aria-label={t('loading')} />
            </Center>
          )}
        </Stack>
      </Container>
    );
  }

  return (
    <Container
      size={1400}
      py="lg"
      data-testid="evaluation-review-page"
      data-anonymous={review.anonymous ? 'true' : undefined}
    >
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={1} size="h2" dir="auto" data-testid="review-application-label">
              {review.applicationLabel}
            </Title>
            <Text size="sm" c="dimmed" dir="auto">
              {review.funnelName} · {review.roundName}
            </Text>
          </Stack>
          <Group gap="sm">
            <ReviewStatusBadge status={review.status} />
            {review.deadline ? (
              <Text size="sm" c="dimmed" data-testid="review-deadline">
                {t('review.deadline')} <DateLabel value={review.deadline} format="dateTime" />
              </Text>
            ) : null}
          </Group>
        </Group>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ReviewAnswers sections={review.sections} roleType={roleType} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div style={{ position: 'sticky', insetBlockStart: 'var(--mantine-spacing-md)' }}>
              <ReviewForm
                key={review._id}
                review={review}
                roleType={roleType}
                onConflictDeclared={() => {
                  const state: MyEvaluationsNotice = { notice: 'conflictDeclared' };
                  void navigate(MY_EVALUATIONS_PATH, { state });
                }}
              />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
