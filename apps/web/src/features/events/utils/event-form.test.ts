import { describe, expect, it } from 'vitest';
import { eventFormChanged, eventFormValues, eventTitleMissing, eventUpdate } from './event-form.ts';

describe('event form', () => {
  it('starts from the stored event, an absent description being empty', () => {
    expect(eventFormValues({ title: 'Demo day', description: null })).toEqual({ title: 'Demo day', description: '' });
  });

  it('sends a trimmed title and no description rather than an empty one', () => {
    expect(eventUpdate({ title: '  Demo day ', description: '   ' })).toEqual({ title: 'Demo day', description: null });
    expect(eventUpdate({ title: 'Demo day', description: ' Pitches ' })).toEqual({
      title: 'Demo day',
      description: 'Pitches',
    });
  });

  it('requires a title', () => {
    expect(eventTitleMissing({ title: '  ', description: 'x' })).toBe(true);
    expect(eventTitleMissing({ title: 'x', description: '' })).toBe(false);
  });

  it('notices a change of title or description only', () => {
    const stored = { title: 'Demo day', description: null };
    expect(eventFormChanged({ title: 'Demo day ', description: '' }, stored)).toBe(false);
    expect(eventFormChanged({ title: 'Demo night', description: '' }, stored)).toBe(true);
    expect(eventFormChanged({ title: 'Demo day', description: 'Pitches' }, stored)).toBe(true);
  });
});
