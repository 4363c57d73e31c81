import { Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { FORM_LIMITS, type FormQuestion, localized } from '@cohort/shared';
import { IconMathFunction, IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formulaCandidates, insertReference, readableFormula } from './formula-text.ts';

/**
 * A calculated question's formula: typed with numbers, + - * / %, parentheses and sum, min, max, avg, round, abs,
 * floor, ceil; questions are inserted from a menu (stored `{questionId}`) and the line below reads them by label.
 */
export function FormulaEditor({
  question,
  questions,
  language,
  onChange,
}: {
  question: FormQuestion;
  questions: readonly FormQuestion[];
  language: string;
  onChange: (formula: string) => void;
}) {
  const { t } = useTranslation('forms');
  const input = useRef<HTMLInputElement>(null);
  const formula = question.formula ?? '';
  const candidates = formulaCandidates(questions, question.id);
  return (
    <Stack gap={4} data-testid="formula-editor">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={input}
          style={{ flex: 1 }}
          label={t('builder.formula.label')}
          description={t('builder.formula.help')}
          leftSection={<IconMathFunction size={16} />}
          value={formula}
          dir="ltr"
          maxLength={FORM_LIMITS.formula}
          onChange={(event) => onChange(event.currentTarget.value)}
          data-testid="formula-input"
        />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="light" leftSection={<IconPlus size={14} />} data-testid="formula-insert">
              {t('builder.formula.insert')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {candidates.length === 0 ? (
              <Menu.Label>{t('builder.formula.noCandidates')}</Menu.Label>
            ) : (
              candidates.map((candidate) => (
                <Menu.Item
                  key={candidate.id}
                  onClick={() =>
                    onChange(insertReference(formula, candidate.id, input.current?.selectionStart ?? null))
                  }
                  data-testid="formula-insert-question"
                >
                  {localized(candidate.label, language) || t(`types.${candidate.questionType}`)}
                </Menu.Item>
              ))
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
      {formula.trim() ? (
        <Text size="sm" c="dimmed" dir="ltr" data-testid="formula-readable">
          = {readableFormula(formula, questions, language)}
        </Text>
      ) : null}
    </Stack>
  );
}
