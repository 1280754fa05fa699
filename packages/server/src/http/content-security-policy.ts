/**
 * What portal pages may load: only their own origin's files. The build makes
 * that enough: Vite emits the scripts as files (index.html has no inline
 * script), vanilla-extract emits CSS files (no `<style>` at run time), React
 * sets `style` props through the CSSOM, which style-src does not govern, and
 * the widgets' shadow roots adopt constructable sheets, which it does not
 * govern either. `data:` images are the favicon and icons given as data URLs.
 * The API and the notifications stream are on the same origin.
 */
const PORTAL_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

/** The portal's policy; `framingOrigins` may frame the page besides the portal itself. */
export function portalContentSecurityPolicy(framingOrigins: readonly string[]): string {
  return [...PORTAL_DIRECTIVES, ["frame-ancestors 'self'", ...framingOrigins].join(' ')].join('; ');
}
