/** Server problems of a save: per question (`questions.<id>…`), and those of the form itself. */
export interface SaveProblems {
  byQuestion: Map<string, string[]>;
  general: string[];
}
export const NO_PROBLEMS: SaveProblems = { byQuestion: new Map(), general: [] };

/** Splits a ValidationError's fields: `questions.<id>` and deeper paths go to their question, the rest to the form. */
export function saveProblemsOf(fields: ReadonlyArray<{ field?: string | null; message: string }>): SaveProblems {
  const byQuestion = new Map<string, string[]>();
  const general: string[] = [];
  for (const { field, message } of fields) {
    const match = /^questions\.([^.]+)/.exec(field ?? '');
    if (match?.[1]) byQuestion.set(match[1], [...(byQuestion.get(match[1]) ?? []), message]);
    else general.push(message);
  }
  return { byQuestion, general };
}
