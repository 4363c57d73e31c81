import type { FormAnswers, FormQuestion, RoleType } from '@cohort/shared';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { initialFormLanguage, LocalizedFormRenderer } from '../../forms/index.ts';
import type { EvaluationReviewData } from '../graphql/evaluation-review.query.ts';

/**
 * The application's answers as the evaluator reads them, sheet by sheet, read-only through the forms renderer (the
 * server has removed what identifies the applicant when the funnel is anonymous).
 */
export function ReviewAnswers({
  sections,
  roleType,
}: {
  sections: EvaluationReviewData['sections'];
  roleType: RoleType | null;
}) {
  const { t, i18n } = useTranslation('evaluations');
  const interfaceLanguage = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (
    <Stack gap="md" data-testid="review-answers">
      {sections.length === 0 ? (
        <Text c="dimmed" data-testid="review-answers-empty">
          {t('review.noAnswers')}
        </Text>
      ) : (
        sections.map((section) => {
          const language = initialFormLanguage(section.languages, interfaceLanguage);
          return (
            <Paper key={section._id} withBorder radius="md" p="md" data-testid="review-answers-section">
              <Stack gap="md">
                <Title order={2} size="h4" dir="auto">
                  {section.title}
                </Title>
                <LocalizedFormRenderer
                  questions={section.questions as FormQuestion[]}
                  answers={(section.answers as FormAnswers | null) ?? {}}
                  language={language}
                  roleType={roleType}
                  readOnly
                />
              </Stack>
            </Paper>
          );
        })
      )}
    </Stack>
  );
}
