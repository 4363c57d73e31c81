import { effectiveType, type FormQuestion, flattenOptions, isChoice, isNumeric, localized } from '@cohort/shared';

/** The questions a formula may read: numbers, and choices whose options carry numerical values. */
export function formulaCandidates(questions: readonly FormQuestion[], questionId: string): FormQuestion[] {
  return questions.filter((q) => {
    if (q.id === questionId) return false;
    const type = effectiveType(q);
    return (
      isNumeric(type) || (isChoice(type) && flattenOptions(q.options).some((o) => typeof o.numericalValue === 'number'))
    );
  });
}

/** A formula as people read it: each `{questionId}` shown as the question's label in brackets. */
export function readableFormula(formula: string, questions: readonly FormQuestion[], language: string): string {
  return formula.replace(/\{([A-Za-z0-9_-]{1,64})\}/g, (whole, id: string) => {
    const question = questions.find((q) => q.id === id);
    return question ? `[${localized(question.label, language) || id}]` : whole;
  });
}

/** The formula with a question inserted where the caret is (at the end without one), spaced from its neighbours. */
export function insertReference(formula: string, questionId: string, at: number | null = null): string {
  const position = at === null || at < 0 || at > formula.length ? formula.length : at;
  const before = formula.slice(0, position);
  const after = formula.slice(position);
  const left = before === '' || /[\s(]$/.test(before) ? '' : ' ';
  const right = after === '' || /^[\s),]/.test(after) ? '' : ' ';
  return `${before}${left}{${questionId}}${right}${after}`;
}
