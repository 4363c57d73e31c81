import { Group, NumberInput } from '@mantine/core';
import { effectiveType, type FormQuestion, type FormValidations, isNumeric, TEXT_TYPES } from '@cohort/shared';
import { useTranslation } from 'react-i18next';

type Bound = 'min' | 'max' | 'minLength' | 'maxLength' | 'minRows' | 'maxRows' | 'step';

/** Which bounds a question takes: numbers min/max (and the scale's step), texts lengths, tables rows. */
export function boundsOf(question: FormQuestion): Bound[] {
  const type = effectiveType(question);
  if (type === 'number_scale') return ['min', 'max', 'step'];
  if (type === 'calculated') return [];
  if (isNumeric(type)) return ['min', 'max'];
  if (TEXT_TYPES.includes(type) && type !== 'phone') return ['minLength', 'maxLength'];
  if (type === 'table') return ['minRows', 'maxRows'];
  return [];
}

/** The bounds of a question's answer; an emptied bound is removed. */
export function ValidationsEditor({
  question,
  onChange,
}: {
  question: FormQuestion;
  onChange: (validations: FormValidations) => void;
}) {
  const { t } = useTranslation('forms');
  const bounds = boundsOf(question);
  if (bounds.length === 0) return null;
  const validations = question.validations ?? {};
  return (
    <Group gap="xs" grow data-testid="validations-editor">
      {bounds.map((bound) => (
        <NumberInput
          key={bound}
          size="xs"
          label={t(`builder.validations.${bound}`)}
          value={validations[bound] ?? ''}
          min={bound === 'step' ? 0 : bound.endsWith('Length') || bound.endsWith('Rows') ? 0 : undefined}
          allowDecimal={bound === 'min' || bound === 'max' || bound === 'step'}
          onChange={(value) => {
            const next: FormValidations = { ...validations };
            if (typeof value === 'number') next[bound] = value;
            else delete next[bound];
            onChange(next);
          }}
          data-testid={`validation-${bound}`}
        />
      ))}
    </Group>
  );
}
