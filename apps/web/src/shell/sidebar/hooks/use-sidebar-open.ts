import { useCallback, useState } from 'react';
import { readPreference, writePreference } from '../../../lib/preferences.ts';

/** Whether the desktop sidebar is open; the choice persists in aa:sidebar-open (spec 01 §1: open by default). */
export function useSidebarOpen(): [open: boolean, toggle: () => void] {
  const [open, setOpen] = useState(() => readPreference('sidebarOpen'));
  const toggle = useCallback(() => {
    const next = !open;
    writePreference('sidebarOpen', next);
    setOpen(next);
  }, [open]);
  return [open, toggle];
}
