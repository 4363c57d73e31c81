import {
  effectiveType,
  type FormAnswers,
  type FormQuestion,
  flattenOptions,
  isChoice,
  isChoiceAnswer,
  isMultiChoice,
  localized,
  sectionsOf,
} from './model.ts';

export interface SectionScore {
  sectionId: string | null;
  label: string;
  score: number;
  max: number;
}
export interface FormScore {
  score: number;
  max: number;
  sections: SectionScore[];
}

/** Whether a question counts towards the score: options with numerical values, or a number scale. */
export function isScored(question: FormQuestion): boolean {
  const type = effectiveType(question);
  if (type === 'number_scale') return true;
  return isChoice(type) && flattenOptions(question.options).some((o) => typeof o.numericalValue === 'number');
}

function questionMax(question: FormQuestion): number {
  const type = effectiveType(question);
  if (type === 'number_scale') return question.validations?.max ?? 5;
  const values = flattenOptions(question.options).map((o) => o.numericalValue ?? 0);
  if (isMultiChoice(type)) return values.filter((n) => n > 0).reduce((s, n) => s + n, 0);
  return Math.max(0, ...values);
}

function questionScore(question: FormQuestion, answers: FormAnswers): number {
  const value = answers[question.id];
  if (value === null || value === undefined) return 0;
  if (effectiveType(question) === 'number_scale') return typeof value === 'number' ? value : 0;
  if (!isChoiceAnswer(value)) return 0;
  const options = flattenOptions(question.options);
  return value.values.reduce((sum, v) => sum + (options.find((o) => o.value === v)?.numericalValue ?? 0), 0);
}

/**
 * The numerical score of a sheet: the sum of chosen options' numerical values and number scales, per section
 * and in all, with the highest score reachable (evaluations and quizzes read it).
 */
export function scoreAnswers(questions: readonly FormQuestion[], answers: FormAnswers, language = 'en'): FormScore {
  const sections: SectionScore[] = [];
  for (const { section, questions: inSection } of sectionsOf(questions)) {
    const scored = inSection.filter(isScored);
    if (scored.length === 0) continue;
    // Weights (issue 15): a criterion's within its section, the section's in the total; 1 when absent.
    const sectionWeight = weightOf(section);
    sections.push({
      sectionId: section?.id ?? null,
      label: section ? localized(section.label, language) : '',
      score: round(sectionWeight * scored.reduce((s, q) => s + weightOf(q) * questionScore(q, answers), 0)),
      max: round(sectionWeight * scored.reduce((s, q) => s + weightOf(q) * questionMax(q), 0)),
    });
  }
  return {
    score: round(sections.reduce((s, x) => s + x.score, 0)),
    max: round(sections.reduce((s, x) => s + x.max, 0)),
    sections,
  };
}

function weightOf(question: Pick<FormQuestion, 'weight'> | null | undefined): number {
  const weight = question?.weight;
  return typeof weight === 'number' && Number.isFinite(weight) && weight >= 0 ? weight : 1;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;
