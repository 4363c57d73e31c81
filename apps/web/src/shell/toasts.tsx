import { useNotifications } from '@mantine/notifications';
import { Suspense, useEffect, useState } from 'react';
import { lazyPage } from '../lib/lazy-page.ts';

// @mantine/notifications' container (and its transitions) is downloaded once the user starts to act: every toast
// answers an action, so it is mounted before the first one and shows it with its usual transition.
const Notifications = lazyPage(() => import('./toasts-container.ts').then((m) => m.Notifications));

/** The toasts of the signed-in area, top right. */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const options = { capture: true, once: true, passive: true };
    window.addEventListener('pointerdown', want, options);
    window.addEventListener('keydown', want, options);
    return () => {
      window.removeEventListener('pointerdown', want, options);
      window.removeEventListener('keydown', want, options);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} />
    </Suspense>
  );
}
