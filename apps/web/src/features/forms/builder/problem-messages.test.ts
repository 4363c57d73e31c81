import { checkFormDefinition, type FormQuestion } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { definitionMessage } from './problem-messages.ts';

describe('definition messages', () => {
  it('tells which message of the engine a problem is, with the label it names', () => {
    const question: FormQuestion = {
      id: 'q',
      questionType: 'select_radio',
      label: [{ language: 'en', value: 'Stage' }],
    };
    const [problem] = checkFormDefinition([question]);
    expect(definitionMessage(problem!.message)).toEqual({ key: 'optionsRequired', label: 'Stage', reason: '' });
    expect(definitionMessage('Every question needs a label')).toMatchObject({ key: 'labelRequired' });
    expect(definitionMessage('"Score": The formula cannot be read: x')).toMatchObject({
      key: 'formulaInvalid',
      label: 'Score',
      reason: 'The formula cannot be read: x',
    });
    expect(definitionMessage('Something else')).toBeNull();
  });
});
