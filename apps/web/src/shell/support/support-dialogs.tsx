import { lazyPage } from '../../lib/lazy-page.ts';
import { LazyOverlay } from '../../ui/lazy-overlay.tsx';
import { useOpenSupportDialog, useSupportDialogHost } from './support-dialog-store.ts';

const SupportDialogModal = lazyPage(() => import('./support-dialog-modal.tsx').then((m) => m.SupportDialogModal));

/** The Search Docs and Support Docs dialogs opened from the Support sub-menu. Mount it once in the shell. */
export function SupportDialogs() {
  const isHost = useSupportDialogHost();
  const dialog = useOpenSupportDialog();
  if (!isHost) return null;
  return (
    <LazyOverlay opened={dialog !== null}>
      {(opened) => <SupportDialogModal dialog={dialog} opened={opened} />}
    </LazyOverlay>
  );
}
