import { effectiveType, type FileRef, type FormAnswers, type FormQuestion } from '@cohort/shared';

/** Who answered: the person's name, else the address they gave; null for an anonymous sheet. */
export function respondentOf(item: {
  respondent?: { fullName: string } | null;
  respondentName?: string | null;
  respondentEmail?: string | null;
}): string | null {
  return item.respondent?.fullName?.trim() || item.respondentName?.trim() || item.respondentEmail || null;
}

const round = (n: number) => String(Math.round(n * 100) / 100);

/** "7 / 10" for a scored sheet, null otherwise. */
export function scoreText(item: { score?: number | null; maxScore?: number | null }): string | null {
  if (item.score === null || item.score === undefined) return null;
  return item.maxScore ? `${round(item.score)} / ${round(item.maxScore)}` : round(item.score);
}

/** The files a sheet holds, question by question (file questions, and videos sent as a file). */
export function filesOfSheet(
  questions: readonly FormQuestion[],
  answers: FormAnswers,
): Array<{ question: FormQuestion; file: FileRef }> {
  return questions.flatMap((question) => {
    const value = answers[question.id];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    const type = effectiveType(question);
    if (type === 'file' && 'files' in value && Array.isArray(value.files)) {
      return value.files.map((file) => ({ question, file }));
    }
    if (type === 'video' && 'file' in value && value.file) return [{ question, file: value.file }];
    return [];
  });
}
