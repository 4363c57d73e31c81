import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTypingTarget, opensGlobalSearch } from './search-shortcut.ts';

const key = (value: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('isTypingTarget', () => {
  it('is true for inputs, textareas, selects, buttons and editable areas', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'input']) {
      expect(isTypingTarget({ tagName })).toBe(true);
    }
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false for the page body, links and plain elements', () => {
    for (const tagName of ['BODY', 'A', 'DIV', 'SPAN']) expect(isTypingTarget({ tagName })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(undefined)).toBe(false);
  });
});

describe('isSearchShortcut', () => {
  it("accepts '/', Ctrl+K and Cmd+K", () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }))).toBe(true);
  });

  it('refuses K alone, Ctrl+/, Alt combinations and other keys', () => {
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut({ ...key('k', { ctrlKey: true }), shiftKey: true })).toBe(false);
    expect(isSearchShortcut(key('Enter'))).toBe(false);
  });
});

describe('opensGlobalSearch', () => {
  it('opens from the page but not while typing in a field', () => {
    expect(opensGlobalSearch(key('/'), { tagName: 'BODY' })).toBe(true);
    expect(opensGlobalSearch(key('k', { ctrlKey: true }), { tagName: 'A' })).toBe(true);
    expect(opensGlobalSearch(key('/'), { tagName: 'INPUT' })).toBe(false);
    expect(opensGlobalSearch(key('k', { metaKey: true }), { tagName: 'TEXTAREA' })).toBe(false);
    expect(opensGlobalSearch(key('/'), { tagName: 'P', isContentEditable: true })).toBe(false);
  });
});
