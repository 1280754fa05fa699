import { useCallback, useEffect, useRef, useState } from 'react';

/** What the rows are sized for before (or without) a ResizeObserver measuring the scroll area: jsdom has none. */
export const DEFAULT_VIEWPORT_HEIGHT = 600;

/**
 * The scroll area of a virtualised list: its scroll offset (read once per
 * animation frame, however many scroll events arrive) and its height (from a
 * ResizeObserver where there is one). `scrollTo` sets both the element and
 * the state at once, so a row revealed by the keyboard renders in the same
 * update that focuses it.
 */
export function useScrollViewport<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(DEFAULT_VIEWPORT_HEIGHT);
  const frame = useRef(0);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      // A hidden calendar measures 0; keep the last real height rather than render no rows.
      if (element.clientHeight > 0) setHeight(element.clientHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = useCallback(() => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (ref.current) setScrollTop(ref.current.scrollTop);
    });
  }, []);

  const scrollTo = useCallback((top: number) => {
    if (ref.current) ref.current.scrollTop = top;
    setScrollTop(top);
  }, []);

  return { ref, scrollTop, height, onScroll, scrollTo };
}
