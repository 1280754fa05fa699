import { dispatchFromHost } from '../element-events';
import type { NavigateTo } from './NavLink';

export const NAVIGATE_EVENT = 'motorpool-navigate';
export type NavigateEventDetail = { href: string };

declare global {
  interface GlobalEventHandlersEventMap {
    [NAVIGATE_EVENT]: CustomEvent<NavigateEventDetail>;
  }
}

/**
 * How an element's links reach the host page's router: a cancelable
 * `motorpool-navigate` event from the host element. A host with a router
 * cancels it and routes; otherwise the link is followed as an ordinary link.
 * `container` is what r2wc passes: the element itself, or its shadow root.
 */
export function navigateThroughHost(container: Node | undefined): NavigateTo {
  return (href) => !dispatchFromHost<NavigateEventDetail>(container, NAVIGATE_EVENT, { href }, { cancelable: true });
}

/** Follows `href` through the host's router when it takes it, else as a page load (for moves that are not link clicks). */
export function go(href: string, onNavigate: NavigateTo | undefined): void {
  if (onNavigate && onNavigate(href) !== false) return;
  window.location.assign(href);
}
