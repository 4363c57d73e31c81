import { useEffect } from 'react';
import type { Blocker } from 'react-router';
import { useNavigationBlocker } from './app-history.ts';

/**
 * Keeps unsaved edits from being lost: in-app navigation away from the page waits for the returned blocker (the page
 * asks for confirmation), and closing or reloading the tab makes the browser warn.
 */
export function useUnsavedChanges(dirty: boolean): Blocker {
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
