import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to draw its heading (a page's code loads on demand) before focus stays where it is. */
const HEADING_WAIT_MS = 5000;

/** The new page's level-one heading, in its main region when there is one. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/** Focus was left where a new page cannot use it: on nothing, or on the link or drawer that led here. */
function focusIsStale(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return !document.querySelector('main')?.contains(active);
}

function whenHeadingShows(found: (heading: HTMLElement) => void): () => void {
  const now = pageHeading();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After a route change, moves focus to the new page's level-one heading and
 * says which page it is, as a full page load would: without it focus stays
 * on the followed link (or falls to `<body>` when that link went away) and a
 * screen reader hears nothing. A page that put focus in itself keeps it.
 * Answers the text for a polite live region.
 */
export function useRouteFocus(): string {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger; the effect reads the page it drew.
  useEffect(() => {
    // The first page is a page load: the browser announces it and starts focus at the top.
    if (first.current) {
      first.current = false;
      return;
    }
    return whenHeadingShows((heading) => {
      setAnnouncement(heading.textContent?.trim() ?? document.title);
      if (!focusIsStale()) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    });
  }, [pathname]);

  return announcement;
}
