/** The part of a focused element the shortcut rule looks at (a DOM Element fits). */
export interface FocusedElement {
  tagName: string;
  isContentEditable?: boolean;
}

/** The part of a keyboard event the shortcut rule looks at (a KeyboardEvent fits). */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON']);

/** Spec 01 §5: focus in an input, textarea, select, button or editable area keeps the keys for itself. */
export function isTypingTarget(element: FocusedElement | null | undefined): boolean {
  if (!element) return false;
  return TYPING_TAGS.has(element.tagName.toUpperCase()) || element.isContentEditable === true;
}

/** Spec 01 §5: '/' alone, or Ctrl+K / Cmd+K. */
export function isSearchShortcut(event: ShortcutKey): boolean {
  if (event.altKey) return false;
  if (event.key === '/') return !event.ctrlKey && !event.metaKey;
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && event.shiftKey !== true;
}

/** Whether a key press opens the global search: the shortcut, pressed outside anything that takes typing. */
export function opensGlobalSearch(event: ShortcutKey, focused: FocusedElement | null | undefined): boolean {
  return isSearchShortcut(event) && !isTypingTarget(focused);
}
