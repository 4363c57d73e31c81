import { describe, expect, it } from 'vitest';
import { toFormQuestion } from './question-shape.ts';

describe('toFormQuestion', () => {
  it('renames _id and keeps the settings the API sends as JSON', () => {
    const question = toFormQuestion({
      _id: 'stage',
      questionType: 'select_radio',
      label: [{ language: 'en', value: 'Stage' }],
      options: [{ value: 'seed', labels: [{ language: 'en', value: 'Seed' }] }],
      validations: { required: true },
    });
    expect(question).toMatchObject({
      id: 'stage',
      questionType: 'select_radio',
      options: [{ value: 'seed' }],
      validations: { required: true },
      dependency: null,
      description: [],
    });
  });
});
