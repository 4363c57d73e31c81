import { type ReactNode, Suspense, useEffect, useState } from 'react';

/**
 * A modal or drawer that is downloaded when it first opens, not with the screen under it (issue 11): until then
 * nothing of it is rendered. `children(opened)` renders the overlay, a lazily loaded component. It is mounted closed
 * and opened right after, so that it animates in as before, and it stays mounted, so that it animates out.
 */
export function LazyOverlay({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OpenedAfterMount opened={opened}>{children}</OpenedAfterMount>
    </Suspense>
  );
}

/** Renders `children(false)` first, then `children(opened)` once that has been committed. */
export function OpenedAfterMount({ opened, children }: { opened: boolean; children: (opened: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return children(mounted && opened);
}
