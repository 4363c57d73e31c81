import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * The width of an element: measured at once, then again after it stops changing for `waitMs` (spec 01 §9: the
 * top bar re-measures on resize with a 500 ms debounce).
 */
export function useDebouncedWidth(ref: RefObject<HTMLElement | null>, waitMs: number): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(element.getBoundingClientRect().width);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(element.getBoundingClientRect().width), waitMs);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, waitMs]);
  return width;
}
