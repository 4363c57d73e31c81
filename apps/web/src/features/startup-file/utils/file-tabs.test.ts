import { describe, expect, it } from 'vitest';
import { fileTabOf, isFileTab, ownStartupFilePath, startupFilePath } from './file-tabs.ts';

describe('startup file paths', () => {
  it('builds the path of a tab, activities by default', () => {
    expect(startupFilePath('42')).toBe('/startup/42/file/activities');
    expect(startupFilePath('42', 'documents')).toBe('/startup/42/file/documents');
    expect(startupFilePath('42', 'hidden-fields')).toBe('/startup/42/file/hidden-fields');
    expect(startupFilePath('42', 'assessment')).toBe('/startup/42/file/assessment');
  });

  it('reads the open tab from the path', () => {
    expect(fileTabOf('/startup/42/file/tasks')).toBe('tasks');
    expect(fileTabOf('/startup/42/file/company/')).toBe('company');
    expect(fileTabOf('/startup/42/file/analytics')).toBe('analytics');
    expect(fileTabOf('/startup/42/file/engagement-analytics')).toBe('engagement-analytics');
    expect(fileTabOf('/startup/42/file/applications')).toBe('applications');
    expect(fileTabOf('/startup/42/file/custom-fields')).toBe('custom-fields');
    expect(fileTabOf('/startup/42/file/hidden-fields')).toBe('hidden-fields');
    expect(fileTabOf('/startup/42/file')).toBe('activities');
    expect(fileTabOf('/startup/42/file/assessment')).toBe('assessment');
    expect(fileTabOf('/startup/42/file/export')).toBe('activities');
    expect(isFileTab('documents')).toBe(true);
    expect(isFileTab('custom-fields')).toBe(true);
    expect(isFileTab('assessment')).toBe(true);
    expect(isFileTab('export')).toBe(false);
  });

  it("opens a cofounder's first startup, or nothing without one", () => {
    expect(ownStartupFilePath([{ _id: 'a' }, { _id: 'b' }])).toBe('/startup/a/file/activities');
    expect(ownStartupFilePath([])).toBeNull();
  });
});
