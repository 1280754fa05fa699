import { useEffect, useState } from 'react';

/** Below this width of its own box (in rem) a table shows its rows as cards. */
export const CARD_LAYOUT_MAX_REM = 40;

/**
 * Whether the table's box is narrow enough for cards: its own width, not the
 * screen's, as a widget may sit in a narrow column of a partner page.
 *
 * Measured (ResizeObserver) rather than a CSS container query: a query would
 * need both layouts in the DOM at once, doubling every row's controls for
 * tests and for anything that reads the DOM, and the virtualised table would
 * still run hidden. Measuring keeps the breakpoint in one place and one layout
 * in the DOM; tests choose it by giving ResizeObserver a width. Unmeasured
 * (no ResizeObserver, or no layout yet) means the table.
 */
export function useCardLayout(element: HTMLElement | null): boolean {
  const [cards, setCards] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const remPixels = Number.parseFloat(getComputedStyle(element.ownerDocument.documentElement).fontSize) || 16;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      setCards(width > 0 && width < CARD_LAYOUT_MAX_REM * remPixels);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return cards;
}
