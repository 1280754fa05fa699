/**
 * The widgets' CSS for shadow roots. vanilla-extract writes CSS into the
 * document, which cannot reach inside a shadow root (conventions §7), so the
 * element builds (vite.elements.config.ts) turn every CSS import into a call
 * to `adoptWidgetCss` with that module's built CSS text. Each bundle then
 * carries exactly the CSS of the widgets it contains, registered in import
 * order, before any element of the bundle can be created.
 *
 * In vitest, Storybook and the portal the CSS imports stay ordinary CSS in the
 * document and nothing is registered: shadow roots then get only the host
 * rules below, which keeps component tests working.
 */

/** How the host element lays out: most widgets are blocks, the bell sits in a line. */
export type HostDisplay = 'block' | 'inline-block';

const registeredCss: string[] = [];
let widgetSheet: CSSStyleSheet | null = null;
const hostSheets = new Map<HostDisplay, CSSStyleSheet>();

/** The element's own wrapper around the widget inside the shadow root (see `hostCss`). */
export const WIDGET_ROOT_ATTRIBUTE = 'data-motorpool-root';

/**
 * Inherited text styles (line-height, letter-spacing, text-transform, …)
 * flow from the page into a shadow root through the host, and `:host` rules
 * lose to the page's own rules for the element (`* { all: unset }` included).
 * So the reset sits on a wrapper inside the root, which the page cannot
 * reach: `all: initial` there, `display: contents` so it adds no box, and the
 * theme's font and colour, which everything inside inherits. Custom
 * properties are not touched by `all`: the page themes a widget with
 * `--motorpool-*` on the element. A container the page hides with
 * `visibility` or makes inert with `pointer-events` still takes the widget
 * along, and rules the page sets on the element itself size or hide it.
 */
const hostCss = (display: HostDisplay) =>
  `:host{visibility:inherit;pointer-events:inherit;display:${display}}:host([hidden]){display:none}` +
  `[${WIDGET_ROOT_ATTRIBUTE}]{all:initial;display:contents;visibility:inherit;pointer-events:inherit;` +
  'font-family:var(--motorpool-font-family);font-size:var(--motorpool-font-size-body);line-height:1.4;color:var(--motorpool-color-text)}';

/** Called by the element builds with each CSS module's text, in import order. */
export function adoptWidgetCss(cssText: string): void {
  registeredCss.push(cssText);
  // A bundle loaded later (another widget's ESM entry) adds to the sheet every element already shares.
  // A `<style>` made earlier need not change: its widget's CSS was registered before the element existed.
  widgetSheet?.replaceSync(registeredCss.join('\n'));
}

// Safari before 16.4 and jsdom lack constructable, adoptable sheets.
const canAdoptSheets = () => typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype;

function sheetOf(cssText: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
}

/**
 * Gives a widget's shadow root the widgets' CSS and the host rules: one
 * constructable sheet shared by every element on the page where browsers
 * support it, else a `<style>` of its own as the root's first child (React
 * renders after it and never clears a shadow root).
 */
export function styleShadowRoot(root: ShadowRoot, display: HostDisplay): void {
  if (canAdoptSheets()) {
    widgetSheet ??= sheetOf(registeredCss.join('\n'));
    let hostSheet = hostSheets.get(display);
    if (!hostSheet) {
      hostSheet = sheetOf(hostCss(display));
      hostSheets.set(display, hostSheet);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, hostSheet, widgetSheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = [hostCss(display), ...registeredCss].join('\n');
  root.prepend(style);
}
