import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Navigation state of the create menu's links (spec 01 §2.5: create=true opens the form on arrival). */
export function wantsCreate(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { create?: unknown }).create === true;
}

/**
 * Opens a page's create form when the create menu brought the user here, once `allowed` is known (null while it
 * loads) and true; the state is forgotten at once, so that a reload does not open the form again.
 */
export function useCreateOnArrival(allowed: boolean | null, open: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!wantsCreate(location.state)) return;
    setPending(true);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);
  useEffect(() => {
    if (!pending || allowed === null) return;
    setPending(false);
    if (allowed) open();
  }, [pending, allowed, open]);
}
