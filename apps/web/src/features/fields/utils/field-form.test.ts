import { CUSTOM_FIELD_LIMITS, CUSTOM_FIELD_MESSAGES } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  errorPathOf,
  type FieldFormValues,
  fieldFormProblems,
  fieldFormValues,
  fieldInput,
  placeServerErrors,
  problemOfMessage,
} from './field-form.ts';
import { newOption, optionValuesOf } from './field-options.ts';

const stage = {
  label: 'Stage',
  description: null,
  type: 'select_dropdown' as const,
  options: [
    { _id: 'o1', label: 'Idea' },
    { _id: 'o2', label: 'Seed' },
  ],
  currency: null,
};

function values(change: Partial<FieldFormValues> = {}): FieldFormValues {
  return { ...fieldFormValues(null), label: 'Team size', ...change };
}

describe('the field form', () => {
  it('starts as a text field with one empty option and euros, or from the saved field', () => {
    const empty = fieldFormValues(null);
    expect(empty).toMatchObject({ label: '', description: '', type: 'text', currency: 'EUR' });
    expect(empty.options).toHaveLength(1);
    const edited = fieldFormValues(stage);
    expect(edited).toMatchObject({ label: 'Stage', description: '', type: 'select_dropdown', currency: 'EUR' });
    expect(edited.options.map((option) => [option.id, option.label])).toEqual([
      ['o1', 'Idea'],
      ['o2', 'Seed'],
    ]);
  });

  it('sends options only for a choice and a currency only for money', () => {
    expect(fieldInput('startup', values({ label: '  Team size ', description: '  ', type: 'number' }))).toEqual({
      entityKind: 'startup',
      label: 'Team size',
      description: null,
      type: 'number',
      options: [],
      currency: null,
    });
    expect(fieldInput('user', values({ type: 'currency', currency: 'usd' })).currency).toBe('USD');
    const choice = fieldInput('startup', { ...fieldFormValues(stage), options: [...optionValuesOf(stage.options)] });
    expect(choice.options).toEqual([
      { _id: 'o1', label: 'Idea' },
      { _id: 'o2', label: 'Seed' },
    ]);
  });
});

describe('the rules of a field, as the server has them', () => {
  it('accepts a valid field', () => {
    expect(fieldFormProblems('startup', values())).toEqual({});
    expect(fieldFormProblems('startup', fieldFormValues(stage))).toEqual({});
  });

  it('needs a label, and keeps label and description short', () => {
    expect(fieldFormProblems('startup', values({ label: '   ' }))).toEqual({ label: 'labelRequired' });
    expect(fieldFormProblems('startup', values({ label: 'x'.repeat(CUSTOM_FIELD_LIMITS.label + 1) }))).toEqual({
      label: 'labelTooLong',
    });
    expect(
      fieldFormProblems('startup', values({ description: 'x'.repeat(CUSTOM_FIELD_LIMITS.description + 1) })),
    ).toEqual({ description: 'descriptionTooLong' });
  });

  it('needs distinct, named options for a choice, and ignores them otherwise', () => {
    const empty = newOption('  ');
    expect(fieldFormProblems('startup', values({ type: 'select_radio', options: [] }))).toEqual({
      options: 'optionsRequired',
    });
    expect(fieldFormProblems('startup', values({ type: 'select_radio', options: [newOption('A'), empty] }))).toEqual({
      [`option:${empty.key}`]: 'optionRequired',
    });
    expect(
      fieldFormProblems(
        'startup',
        values({ type: 'select_checkbox', options: [newOption('Seed'), newOption('seed')] }),
      ),
    ).toEqual({ options: 'optionDuplicate' });
    expect(fieldFormProblems('startup', values({ type: 'text', options: [empty] }))).toEqual({});
  });

  it('needs a three-letter currency for money', () => {
    expect(fieldFormProblems('startup', values({ type: 'currency', currency: 'eur' }))).toEqual({});
    expect(fieldFormProblems('startup', values({ type: 'currency', currency: 'EURO' }))).toEqual({
      currency: 'currency',
    });
    expect(fieldFormProblems('startup', values({ type: 'currency', currency: '' }))).toEqual({ currency: 'currency' });
    expect(fieldFormProblems('startup', values({ type: 'number', currency: '' }))).toEqual({});
  });
});

describe("the server's messages", () => {
  const options = [newOption('Idea'), newOption('')];

  it('recognises the shared messages, and no others', () => {
    expect(problemOfMessage(CUSTOM_FIELD_MESSAGES.labelTaken)).toBe('labelTaken');
    expect(problemOfMessage('This field already has answers: its type cannot change')).toBe('typeLocked');
    expect(problemOfMessage('Something else')).toBeNull();
  });

  it('finds the input a field message belongs to', () => {
    expect(errorPathOf('label', options)).toBe('label');
    expect(errorPathOf('input.currency', options)).toBe('currency');
    expect(errorPathOf('type', options)).toBe('type');
    expect(errorPathOf('options', options)).toBe('options');
    expect(errorPathOf('options.1.label', options)).toBe(`option:${options[1]?.key}`);
    expect(errorPathOf('options.7.label', options)).toBe('options');
    expect(errorPathOf('entityKind', options)).toBeNull();
    expect(errorPathOf('input', options)).toBeNull();
  });

  it('places each message under its input and keeps the others for the alert', () => {
    const { placed, unplaced } = placeServerErrors(
      [
        { field: 'label', message: CUSTOM_FIELD_MESSAGES.labelTaken },
        { field: 'options.1.label', message: CUSTOM_FIELD_MESSAGES.optionRequired },
        { field: 'entityKind', message: CUSTOM_FIELD_MESSAGES.wrongKind },
      ],
      options,
    );
    expect(placed).toEqual({
      label: CUSTOM_FIELD_MESSAGES.labelTaken,
      [`option:${options[1]?.key}`]: CUSTOM_FIELD_MESSAGES.optionRequired,
    });
    expect(unplaced).toEqual([CUSTOM_FIELD_MESSAGES.wrongKind]);
  });
});
