import { describe, expect, it } from 'vitest';
import { insertAt } from './insert-at.ts';

describe('inserting a placeholder', () => {
  it('puts it at the caret, in place of a selection, and keeps inside the text', () => {
    expect(insertAt('Dear ,', 5, 5, '{firstName}')).toEqual({ value: 'Dear {firstName},', caret: 16 });
    expect(insertAt('Dear you,', 5, 8, '{firstName}')).toEqual({ value: 'Dear {firstName},', caret: 16 });
    expect(insertAt('Hi', 10, 12, '{x}')).toEqual({ value: 'Hi{x}', caret: 5 });
    expect(insertAt('Hi', 2, 0, '{x}')).toEqual({ value: 'Hi{x}', caret: 5 });
  });
});
