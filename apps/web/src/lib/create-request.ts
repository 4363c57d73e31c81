import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Navigation state of the create menu's links (spec 01 §2.5: links carry create=true). */
export function wantsCreate(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { create?: unknown }).create === true;
}

/**
 * Opens a page's create form when the user arrived from the create menu, once: the state is then forgotten, so a
 * reload does not open it again.
 */
export function useCreateRequest(open: () => void, allowed = true): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!wantsCreate(location.state)) return;
    if (allowed) open();
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate, allowed, open]);
}
