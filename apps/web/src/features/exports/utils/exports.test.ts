import { describe, expect, it } from 'vitest';
import { exportFilter, fileNameFromDisposition, hasRunningExports, isFinished, progressValue } from './exports.ts';

describe('export states', () => {
  it('tells final states from running ones', () => {
    expect(['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'ERROR'].map((s) => isFinished(s as never))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
    expect(hasRunningExports([{ status: 'COMPLETED' }, { status: 'IN_PROGRESS' }])).toBe(true);
    expect(hasRunningExports([{ status: 'COMPLETED' }, { status: 'ERROR' }])).toBe(false);
  });

  it('shows a completed export as full and keeps progress within 0..100', () => {
    expect(progressValue({ status: 'COMPLETED', progress: 40 })).toBe(100);
    expect(progressValue({ status: 'IN_PROGRESS', progress: 140 })).toBe(100);
    expect(progressValue({ status: 'QUEUED', progress: -3 })).toBe(0);
  });
});

describe('exportFilter', () => {
  it('leaves out empty parts, and is null when nothing narrows the export', () => {
    expect(exportFilter({ search: '  ', programIds: [], industryIds: null })).toBeNull();
    expect(exportFilter({ search: ' solar ', programIds: ['p1'], tagIds: [] })).toEqual({
      search: 'solar',
      programIds: ['p1'],
    });
  });
});

describe('fileNameFromDisposition', () => {
  it('reads filename*, then filename, then falls back', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="startups.xlsx"; filename*=UTF-8''startups%20%C3%A9.xlsx`, 'x'),
    ).toBe('startups é.xlsx');
    expect(fileNameFromDisposition('attachment; filename="users-2026-11-22.csv"', 'x')).toBe('users-2026-11-22.csv');
    expect(fileNameFromDisposition(null, 'export.csv')).toBe('export.csv');
  });
});
