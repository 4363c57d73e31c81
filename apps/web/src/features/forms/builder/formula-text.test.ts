import type { FormQuestion } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { formulaCandidates, insertReference, readableFormula } from './formula-text.ts';

const q = (id: string, questionType: FormQuestion['questionType'], label: string, extra: Partial<FormQuestion> = {}) =>
  ({ id, questionType, label: [{ language: 'en', value: label }], ...extra }) as FormQuestion;

describe('formula editing', () => {
  const questions = [
    q('team', 'number', 'Team size'),
    q('name', 'text', 'Name'),
    q('level', 'select_radio', 'Level', { options: [{ value: 'a', labels: [], numericalValue: 2 }] }),
    q('total', 'calculated', 'Total'),
  ];

  it('offers numbers and scored choices, never the question itself', () => {
    expect(formulaCandidates(questions, 'total').map((x) => x.id)).toEqual(['team', 'level']);
  });

  it('inserts a reference at the caret and shows references with labels', () => {
    expect(insertReference('', 'team')).toBe('{team}');
    expect(insertReference('{team}*', 'level')).toBe('{team}* {level}');
    expect(insertReference('( + 2)', 'team', 1)).toBe('({team} + 2)');
    expect(readableFormula('{team} * 2 + {gone}', questions, 'en')).toBe('[Team size] * 2 + {gone}');
  });
});
