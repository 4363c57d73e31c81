import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_LIMITS, followUpDueDate, followUpLines, followUpTasksSchema } from './coaching.ts';

describe('follow-ups of a coaching session', () => {
  it('finds the lines marked as follow-ups in plain text and in the editor HTML', () => {
    const notes =
      'We talked about pricing.\n[ ] Send the deck\n- [ ] Call the bank\nTODO: hire a designer\nFollow-up: book a demo\n-> Update the model\nNothing else';
    expect(followUpLines(notes)).toEqual([
      'Send the deck',
      'Call the bank',
      'hire a designer',
      'book a demo',
      'Update the model',
    ]);
    expect(
      followUpLines(
        '<p>Intro</p><ul><li>TODO: Fix &amp; ship</li><li>[ ] Send the deck</li></ul><p>TODO: Fix &amp; ship</p>',
      ),
    ).toEqual(['Fix & ship', 'Send the deck']);
    expect(followUpLines(null)).toEqual([]);
    expect(followUpLines('TODO:   ')).toEqual([]);
  });

  it('defaults the due date to a week after the session, or from now when it has passed', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(followUpDueDate(new Date('2026-11-30T10:00:00Z'), now).toISOString()).toBe('2026-12-07T10:00:00.000Z');
    expect(followUpDueDate(new Date('2026-11-01T10:00:00Z'), now).toISOString()).toBe('2026-12-04T10:00:00.000Z');
  });

  it('refuses an empty list, a blank title and too many items', () => {
    expect(followUpTasksSchema.safeParse({ items: [] }).success).toBe(false);
    expect(followUpTasksSchema.safeParse({ items: [{ title: '  ' }] }).success).toBe(false);
    expect(followUpTasksSchema.safeParse({ items: [{ title: 'a\u0000b' }] }).success).toBe(false);
    const many = Array.from({ length: FOLLOW_UP_LIMITS.maxItems + 1 }, (_, i) => ({ title: `t${i}` }));
    expect(followUpTasksSchema.safeParse({ items: many }).success).toBe(false);
    expect(followUpTasksSchema.safeParse({ items: [{ title: 'Send the deck', dueDate: null }] }).success).toBe(true);
  });
});
