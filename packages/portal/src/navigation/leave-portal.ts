/**
 * Leaves the portal for another address: an app deep link, an app store, an
 * organisation's own domain. One seam, so tests can see where the page went.
 */
export function leavePortal(url: string): void {
  window.location.assign(url);
}
