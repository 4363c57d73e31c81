import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import type { DashboardQuestion } from '../graphql/applications-dashboard.query.ts';
import { useNumberFormat } from '../hooks/use-number-format.ts';

/** One choice question of the intake: how many submitted sheets chose each option. */
export function QuestionChart({ question }: { question: DashboardQuestion }) {
  const { t } = useTranslation('applicationsAnalytics');
  const format = useNumberFormat();
  return (
    <Paper withBorder radius="md" p="md" data-testid="dashboard-question" data-question-id={question.questionId}>
      <Stack gap="xs">
        <BarChart
          title={question.label}
          categoryHeader={t('charts.option')}
          categories={question.options.map((option) => ({ key: option.value, label: option.label }))}
          series={[
            {
              key: 'choices',
              label: t('charts.choices'),
              color: 'grape',
              values: question.options.map((option) => option.count),
            },
          ]}
          formatValue={format.number}
          height={200}
        />
        <Group gap="xs">
          <Text size="xs" c="dimmed" data-testid="dashboard-question-answered">
            {t('charts.answered', { value: format.number(question.answered) })}
          </Text>
          {question.current ? null : (
            <Badge variant="light" color="gray" tt="none" size="sm">
              {t('charts.removedQuestion')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
