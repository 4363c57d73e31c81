import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FormAnswerSummary } from '../graphql/form-answers.query.ts';
import { respondentOf, scoreText } from '../utils/answer-summary.ts';

/** One row per submitted sheet: who, when, on which version, with what score; the row's button opens the sheet. */
export function AnswersTable({
  items,
  formatDate,
  onOpen,
}: {
  items: readonly FormAnswerSummary[];
  formatDate: (value: string) => string;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('formAnswers');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="form-answers-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.respondent')}</Table.Th>
            <Table.Th>{t('columns.submittedAt')}</Table.Th>
            <Table.Th>{t('columns.version')}</Table.Th>
            <Table.Th>{t('columns.score')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const respondent = respondentOf(item);
            return (
              <Table.Tr key={item._id} data-testid="form-answer-row">
                <Table.Td dir="auto">
                  {respondent ?? (
                    <Text span c="dimmed" size="sm">
                      {t('anonymous')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{item.submittedAt ? formatDate(item.submittedAt) : '—'}</Table.Td>
                <Table.Td>{item.version ?? '—'}</Table.Td>
                <Table.Td>{scoreText(item) ?? '—'}</Table.Td>
                <Table.Td ta="end">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEye size={14} />}
                    onClick={() => onOpen(item._id)}
                    data-testid="form-answer-open"
                  >
                    {t('open')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
