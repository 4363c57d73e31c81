import { describe, expect, it } from 'vitest';
import {
  isTagColour,
  problemOfServerMessage,
  TAG_COLOUR_SWATCHES,
  tagFormProblems,
  tagFormValues,
  tagInput,
  tagUsageWording,
} from './tag-form.ts';

describe('tag colours', () => {
  it('accepts #rrggbb in either case, and nothing else', () => {
    expect(isTagColour('#1c7ed6')).toBe(true);
    expect(isTagColour('#1C7ED6')).toBe(true);
    expect(isTagColour(' #2f9e44 ')).toBe(true);
    for (const value of ['', '#abc', '1c7ed6', '#1c7ed', '#1c7ed6f', '#ggg000', 'red', 'rgb(28, 126, 214)']) {
      expect(isTagColour(value)).toBe(false);
    }
    expect(TAG_COLOUR_SWATCHES.every(isTagColour)).toBe(true);
  });
});

describe('the tag form', () => {
  it('starts empty for a new tag and from the tag for an edit', () => {
    expect(tagFormValues(null)).toEqual({ name: '', color: '' });
    expect(tagFormValues({ name: 'Fintech', color: '#e8590c' })).toEqual({ name: 'Fintech', color: '#e8590c' });
    expect(tagFormValues({ name: 'Alumni', color: null })).toEqual({ name: 'Alumni', color: '' });
  });

  it('sends a trimmed name and a lower-case colour, or none', () => {
    expect(tagInput({ name: '  Deep tech ', color: '#1C7ED6' })).toEqual({ name: 'Deep tech', color: '#1c7ed6' });
    expect(tagInput({ name: 'Deep tech', color: '  ' })).toEqual({ name: 'Deep tech', color: null });
  });

  it('refuses an empty or too long name and a colour that is not #rrggbb, as the server does', () => {
    expect(tagFormProblems({ name: 'Deep tech', color: '' })).toEqual({});
    expect(tagFormProblems({ name: 'Deep tech', color: '#2f9e44' })).toEqual({});
    expect(tagFormProblems({ name: '   ', color: '' })).toEqual({ name: 'required' });
    expect(tagFormProblems({ name: 'x'.repeat(60), color: '' })).toEqual({});
    expect(tagFormProblems({ name: 'x'.repeat(61), color: '' })).toEqual({ name: 'textMax' });
    expect(tagFormProblems({ name: 'Deep tech', color: '#abc' })).toEqual({ color: 'colour' });
  });

  it("recognises the server's field messages, and no others", () => {
    expect(problemOfServerMessage('A tag with this name already exists')).toBe('duplicate');
    expect(problemOfServerMessage('Name is a required field')).toBe('required');
    expect(problemOfServerMessage('Colour must be a colour like #1c7ed6')).toBe('colour');
    expect(problemOfServerMessage('Name must be less than or equal to 60 characters')).toBe('textMax');
    expect(problemOfServerMessage('Something else')).toBeNull();
  });
});

describe('tag usage', () => {
  it('words none, one or many uses', () => {
    expect(tagUsageWording(0)).toBe('none');
    expect(tagUsageWording(1)).toBe('one');
    expect(tagUsageWording(2)).toBe('many');
    expect(tagUsageWording(37)).toBe('many');
  });
});
