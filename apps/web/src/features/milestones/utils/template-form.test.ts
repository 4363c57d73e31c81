import { describe, expect, it } from 'vitest';
import type { MilestoneTemplateData } from '../graphql/milestone-template-fields.fragment.ts';
import {
  addStep,
  hasTemplateProblems,
  moveStep,
  removeStep,
  type TemplateFormValues,
  templateFormProblems,
  templateFormValues,
  templateInput,
  templateServerErrors,
  updateStep,
} from './template-form.ts';

const TEMPLATE: MilestoneTemplateData = {
  _id: 't1',
  name: 'Accelerator plan',
  description: null,
  items: [
    { _id: 'i1', name: 'Customer interviews', description: 'Twenty of them', dueOffsetDays: 14 },
    { _id: 'i2', name: 'Demo day', description: null, dueOffsetDays: 90 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function withoutKeys(values: TemplateFormValues) {
  return { ...values, steps: values.steps.map(({ key: _key, ...step }) => step) };
}

describe('the template form values', () => {
  it('starts a new template with one empty step due at the start', () => {
    expect(withoutKeys(templateFormValues(null))).toEqual({
      name: '',
      description: '',
      steps: [{ name: '', description: '', dueOffsetDays: 0 }],
    });
  });

  it('puts a saved template in the form, each step with its own key', () => {
    const values = templateFormValues(TEMPLATE);
    expect(withoutKeys(values)).toEqual({
      name: 'Accelerator plan',
      description: '',
      steps: [
        { name: 'Customer interviews', description: 'Twenty of them', dueOffsetDays: 14 },
        { name: 'Demo day', description: '', dueOffsetDays: 90 },
      ],
    });
    expect(new Set(values.steps.map((step) => step.key)).size).toBe(2);
  });

  it('sends trimmed texts, empty descriptions as null, and the steps in order', () => {
    const values = templateFormValues(TEMPLATE);
    const edited = {
      ...values,
      name: '  Seed plan ',
      description: ' Six weeks ',
      steps: updateStep(values.steps, values.steps[1]?.key ?? '', { name: ' Pitch ', description: '  ' }),
    };
    expect(templateInput(edited)).toEqual({
      name: 'Seed plan',
      description: 'Six weeks',
      items: [
        { name: 'Customer interviews', description: 'Twenty of them', dueOffsetDays: 14 },
        { name: 'Pitch', description: null, dueOffsetDays: 90 },
      ],
    });
  });
});

describe('adding, removing and moving steps', () => {
  it('adds a step due a week after the last one', () => {
    const steps = addStep(templateFormValues(TEMPLATE).steps);
    expect(steps).toHaveLength(3);
    expect(steps[2]).toMatchObject({ name: '', description: '', dueOffsetDays: 97 });
    const afterEmpty = addStep(updateStep(steps, steps[2]?.key ?? '', { dueOffsetDays: '' }));
    expect(afterEmpty[3]?.dueOffsetDays).toBe(0);
  });

  it('moves a step up or down, never past either end', () => {
    const steps = addStep(templateFormValues(TEMPLATE).steps);
    const [first, second, third] = steps.map((step) => step.key) as [string, string, string];
    expect(moveStep(steps, third, -1).map((step) => step.key)).toEqual([first, third, second]);
    expect(moveStep(steps, first, 1).map((step) => step.key)).toEqual([second, first, third]);
    expect(moveStep(steps, first, -1).map((step) => step.key)).toEqual([first, second, third]);
    expect(moveStep(steps, third, 1).map((step) => step.key)).toEqual([first, second, third]);
    expect(moveStep(steps, 'missing', 1).map((step) => step.key)).toEqual([first, second, third]);
  });

  it('removes the step asked for and keeps the others in order', () => {
    const steps = addStep(templateFormValues(TEMPLATE).steps);
    const [first, second, third] = steps.map((step) => step.key) as [string, string, string];
    expect(removeStep(steps, second).map((step) => step.key)).toEqual([first, third]);
  });
});

describe('the template form rules (packages/shared milestoneTemplateSchema)', () => {
  it('accepts a named template with named steps', () => {
    const problems = templateFormProblems(templateFormValues(TEMPLATE));
    expect(problems).toEqual({ items: {} });
    expect(hasTemplateProblems(problems)).toBe(false);
  });

  it('requires a name for the template and for each step, by step', () => {
    const values = templateFormValues(null);
    const key = values.steps[0]?.key ?? '';
    const problems = templateFormProblems(values);
    expect(problems).toEqual({ name: { kind: 'required' }, items: { [key]: { name: { kind: 'required' } } } });
    expect(hasTemplateProblems(problems)).toBe(true);
  });

  it('requires at least one step', () => {
    const problems = templateFormProblems({ name: 'Empty plan', description: '', steps: [] });
    expect(problems).toEqual({ steps: { kind: 'noSteps' }, items: {} });
  });

  it('refuses an empty, negative or too distant number of days', () => {
    const values = templateFormValues(TEMPLATE);
    const [first, second] = values.steps.map((step) => step.key) as [string, string];
    const problems = (change: TemplateFormValues['steps'][number]['dueOffsetDays']) =>
      templateFormProblems({ ...values, steps: updateStep(values.steps, second, { dueOffsetDays: change }) }).items;
    expect(problems('')).toEqual({ [second]: { dueOffsetDays: { kind: 'required' } } });
    expect(problems(-1)).toEqual({ [second]: { dueOffsetDays: { kind: 'numberMin', min: 0 } } });
    expect(problems(3651)).toEqual({ [second]: { dueOffsetDays: { kind: 'numberMax', max: 3650 } } });
    expect(problems(2.5)).toEqual({ [second]: { dueOffsetDays: { kind: 'wholeNumber' } } });
    expect(problems(3650)).toEqual({});
    expect(first).not.toBe(second);
  });

  it('refuses a name longer than 120 characters', () => {
    const problems = templateFormProblems({ ...templateFormValues(TEMPLATE), name: 'x'.repeat(121) });
    expect(problems.name).toEqual({ kind: 'textMax', max: 120 });
  });
});

describe('the server messages of a refused template', () => {
  it('go on the template fields, the list, or the step of the index they name', () => {
    const steps = templateFormValues(TEMPLATE).steps;
    const [first, second] = steps.map((step) => step.key) as [string, string];
    expect(
      templateServerErrors(
        [
          { field: 'name', message: 'Name is a required field' },
          { field: 'items', message: 'A template needs at least one milestone' },
          { field: 'items.1.dueOffsetDays', message: 'Due after (days) must be a whole number' },
          { field: 'input.items.0.name', message: 'Name is a required field' },
          { field: 'items.7.name', message: 'lost' },
          { field: 'somethingElse', message: 'lost too' },
        ],
        steps,
      ),
    ).toEqual({
      name: 'Name is a required field',
      steps: 'A template needs at least one milestone',
      [`${second}.dueOffsetDays`]: 'Due after (days) must be a whole number',
      [`${first}.name`]: 'Name is a required field',
    });
  });
});
