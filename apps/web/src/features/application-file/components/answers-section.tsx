import type { FormAnswers, FormQuestion, RoleType } from '@cohort/shared';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateLabel } from '../../../ui/date-label.tsx';
import { FormRenderer } from '../../forms/index.ts';
import type { ApplicationAnswersSectionData } from '../graphql/application-answers.query.ts';
import { useFileDownload } from '../hooks/use-file-download.ts';

const ignoreChange = () => undefined;

/**
 * One sheet of an application's answers (the intake's or a form round's), read-only through the forms renderer,
 * with its files downloadable by whoever may download the application's documents.
 */
export function AnswersSection({
  section,
  currency,
  roleType,
  canDownload,
}: {
  section: ApplicationAnswersSectionData;
  currency: string;
  roleType: RoleType | null;
  canDownload: boolean;
}) {
  const { t } = useTranslation('applicationFile');
  const { downloading, download } = useFileDownload();
  const questions = section.questions as FormQuestion[];
  const answers = section.answers as FormAnswers;
  const language = section.languages.includes(section.language) ? section.language : (section.languages[0] ?? 'en');
  const heading = section.kind === 'intake' ? t('answers.intake') : (section.roundName ?? t('answers.round'));
  return (
    <Paper withBorder radius="md" p="md" data-testid="answers-section" data-kind={section.kind}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h4" dir="auto">
              {heading}
            </Title>
            <Text size="sm" c="dimmed" dir="auto">
              {section.formTitle}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light" color={section.status === 'submitted' ? 'green' : 'gray'}>
              {t(`answers.${section.status === 'submitted' ? 'submitted' : 'draft'}`)}
            </Badge>
            {section.submittedAt ? <DateLabel value={section.submittedAt} format="date" size="xs" c="dimmed" /> : null}
          </Group>
        </Group>
        {section.files.length > 0 ? (
          <Stack gap={4} data-testid="answers-files">
            <Text size="sm" fw={600}>
              {t('answers.files')}
            </Text>
            {section.files.map((file) => (
              <Group key={`${file.questionId}-${file._id}`} justify="space-between" wrap="nowrap">
                <Text size="sm" dir="auto" truncate>
                  {file.name}
                </Text>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} />}
                  disabled={!canDownload}
                  loading={downloading === file.url}
                  onClick={() => void download(file.url, file.name)}
                  title={canDownload ? undefined : t('answers.noDownload')}
                  data-testid="answers-file-download"
                >
                  {t('answers.download')}
                </Button>
              </Group>
            ))}
          </Stack>
        ) : null}
        <FormRenderer
          questions={questions}
          answers={answers}
          onChange={ignoreChange}
          language={language}
          currency={currency}
          roleType={roleType}
          readOnly
        />
      </Stack>
    </Paper>
  );
}
