import { describe, expect, it } from 'vitest';
import { saveProblemsOf } from './save-problems.ts';

describe('save problems', () => {
  it('puts a question’s field errors on that question and the rest on the form', () => {
    const problems = saveProblemsOf([
      { field: 'questions.q_1', message: '"Stage" needs at least one option' },
      { field: 'questions.q_1.options.0.value', message: 'Too small' },
      { field: 'title', message: 'Title is required' },
      { field: 'questions', message: 'A form has at most 500 questions' },
    ]);
    expect(problems.byQuestion.get('q_1')).toEqual(['"Stage" needs at least one option', 'Too small']);
    expect(problems.general).toEqual(['Title is required', 'A form has at most 500 questions']);
  });
});
