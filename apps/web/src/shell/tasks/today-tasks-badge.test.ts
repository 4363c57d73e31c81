import { describe, expect, it } from 'vitest';
import { TODAY_TASKS_PANEL_WIDTH, todayTasksBadge } from './today-tasks-badge.ts';

describe("today's tasks counter text (spec 01 §9)", () => {
  it("caps the count at '99+'", () => {
    expect(todayTasksBadge(0)).toBe('0');
    expect(todayTasksBadge(99)).toBe('99');
    expect(todayTasksBadge(100)).toBe('99+');
  });

  it('opens a 384 px panel', () => {
    expect(TODAY_TASKS_PANEL_WIDTH).toBe(384);
  });
});
