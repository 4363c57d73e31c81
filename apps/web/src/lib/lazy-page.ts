import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from './chunk-load.ts';

/**
 * A page loaded on demand from a named export. A chunk that takes longer than the script
 * load time-out fails as a ChunkLoadError (spec 01 §8), which the route error screen handles.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => withChunkTimeout(load).then((component) => ({ default: component })));
}
