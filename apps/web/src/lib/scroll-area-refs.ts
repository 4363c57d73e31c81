import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * What Mantine's ScrollArea imports from @floating-ui/react, taken from @mantine/hooks instead (vite.config.ts points
 * ScrollArea's import here). Floating UI is one module: the sidebar's scroll area would otherwise download all of it
 * with the first screen, although only menus, popovers and tooltips need it (issue 11).
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T>(...refs);
}
