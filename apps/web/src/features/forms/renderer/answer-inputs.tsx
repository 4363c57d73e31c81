import { Group, NumberInput, Radio, Text, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@cohort/shared';
import {
  currencyAffix,
  currencyDecimals,
  numberAnswer,
  numberInputValue,
  scalePoints,
  textValue,
} from './answer-values.ts';
import { type AnswerInputProps, useQuestionTexts } from './field-types.ts';

/** text, text_long, text_link, phone and date: one text box, of the kind the type asks for. */
export function TextAnswer(props: AnswerInputProps) {
  const { question, type, value, readOnly, required, onAnswer } = props;
  const { wrapper } = useQuestionTexts(props);
  const common = {
    ...wrapper,
    value: textValue(value),
    readOnly,
    'aria-required': required || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onAnswer(question.id, event.currentTarget.value),
  };
  if (type === 'text_long') return <Textarea {...common} autosize minRows={3} maxRows={16} />;
  if (type === 'phone') return <TextInput {...common} type="tel" autoComplete="tel" dir="ltr" />;
  if (type === 'date') return <TextInput {...common} type="date" max="9999-12-31" />;
  if (type === 'text_link') return <TextInput {...common} inputMode="url" autoComplete="url" dir="ltr" />;
  return <TextInput {...common} />;
}

/** number and currency: a number box; currency shows the organisation's currency symbol where the language puts it. */
export function NumberAnswer(props: AnswerInputProps) {
  const { question, type, value, readOnly, required, onAnswer, currency, language } = props;
  const { wrapper } = useQuestionTexts(props);
  // The symbol sits in a section beside the box rather than in the typed text, so it shows before anything is typed
  // and the value stays a plain number; it is on the side the language writes it (before in en, after in fr).
  const affix = useMemo(() => {
    if (type !== 'currency') return {};
    const { prefix, suffix } = currencyAffix(currency, language);
    const symbol = (text: string) => (
      <Text size="sm" c="dimmed" aria-hidden>
        {text.trim()}
      </Text>
    );
    return prefix ? { leftSection: symbol(prefix) } : { rightSection: suffix ? symbol(suffix) : undefined };
  }, [type, currency, language]);
  const v = question.validations ?? {};
  return (
    <NumberInput
      {...wrapper}
      {...affix}
      value={numberInputValue(value)}
      onChange={(next) => onAnswer(question.id, numberAnswer(next))}
      min={v.min ?? undefined}
      max={v.max ?? undefined}
      decimalScale={type === 'currency' ? currencyDecimals(currency) : undefined}
      readOnly={readOnly}
      aria-required={required || undefined}
      clampBehavior="none"
      hideControls={type === 'currency'}
    />
  );
}

/** Scales longer than this are typed as a number rather than picked from a row of buttons. */
const SCALE_BUTTONS_MAX = 11;

/** number_scale: a row of choices from min to max by step, the end labels beside it. */
export function ScaleAnswer(props: AnswerInputProps) {
  const { question, value, readOnly, onAnswer, language } = props;
  const { t } = useTranslation('formFill');
  const { wrapper } = useQuestionTexts(props);
  const v = question.validations ?? {};
  const min = v.min ?? 1;
  const max = v.max ?? 5;
  const points = useMemo(() => scalePoints(min, max, v.step ?? 1), [min, max, v.step]);
  const minLabel = localized(question.minLabel, language);
  const maxLabel = localized(question.maxLabel, language);
  if (points.length > SCALE_BUTTONS_MAX) {
    return (
      <NumberInput
        {...wrapper}
        description={[wrapper.description, t('scale.ends', { min: minLabel || min, max: maxLabel || max })]
          .filter(Boolean)
          .join(' · ')}
        value={numberInputValue(value)}
        onChange={(next) => onAnswer(question.id, numberAnswer(next))}
        min={min}
        max={max}
        step={v.step ?? 1}
        readOnly={readOnly}
      />
    );
  }
  const chosen = typeof value === 'number' || typeof value === 'string' ? String(value) : null;
  return (
    <Radio.Group {...wrapper} value={chosen} onChange={(next) => onAnswer(question.id, Number(next))}>
      <Group gap="md" mt="xs" align="center" wrap="wrap">
        {minLabel && (
          <Text size="sm" c="dimmed" aria-hidden>
            {minLabel}
          </Text>
        )}
        {points.map((point) => (
          <Radio
            key={point}
            value={String(point)}
            label={String(point)}
            aria-label={
              point === min && minLabel
                ? `${point} (${minLabel})`
                : point === max && maxLabel
                  ? `${point} (${maxLabel})`
                  : String(point)
            }
            disabled={readOnly}
            labelPosition="left"
          />
        ))}
        {maxLabel && (
          <Text size="sm" c="dimmed" aria-hidden>
            {maxLabel}
          </Text>
        )}
      </Group>
    </Radio.Group>
  );
}

/** calculated: the value the formula gives from the answers so far, shown and never typed. */
export function CalculatedAnswer(props: AnswerInputProps) {
  const { value, language } = props;
  const { t } = useTranslation('formFill');
  const { wrapper } = useQuestionTexts(props);
  const shown = useMemo(() => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return '';
    return new Intl.NumberFormat(language, { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(value);
  }, [value, language]);
  return (
    <TextInput
      {...wrapper}
      withAsterisk={false}
      description={wrapper.description ?? t('calculated.note')}
      value={shown}
      placeholder={t('calculated.empty')}
      readOnly
      variant="filled"
    />
  );
}
