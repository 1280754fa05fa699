import { isHexColour, themeProperties, type ThemeColours } from '@motorpool/api';

const MARK = 'data-motorpool-organisation-theme';
const adoptedThemes = new WeakMap<ShadowRoot, CSSStyleSheet>();

// As styleShadowRoot (widget-styles.ts): where the widget's CSS is adopted, the theme must be adopted after it.
const canAdoptSheets = () => typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && 'replaceSync' in CSSStyleSheet.prototype;

/** The rule of an organisation's colours in a shadow root; '' for none, or for anything but `#rrggbb` (it goes into a stylesheet). */
export function organisationThemeCss(colours: ThemeColours | null): string {
  if (!colours || !isHexColour(colours.brand_color) || !isHexColour(colours.brand_contrast_color)) return '';
  const declarations = Object.entries(themeProperties(colours))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:host,[data-motorpool-theme]{${declarations}}`;
}

/**
 * Themes an element with its organisation's colours (`/theme`, carried by its
 * widget token): a `:host` rule in its shadow root, after the widget's own
 * defaults (adopted sheets come after a root's `<style>` elements, so the rule
 * is adopted where the widget's CSS is, and a `<style>` after it where that
 * is a `<style>`). Rules of the host page on the element outweigh `:host`
 * rules, so a page that sets the `--motorpool-*` properties itself keeps its
 * own; widget roots that name a brand re-declare its colours, so they are
 * themed too. Null takes the rule away.
 */
export function applyOrganisationThemeToShadow(container: Node | undefined, colours: ThemeColours | null): void {
  if (!(container instanceof ShadowRoot)) return;
  const css = organisationThemeCss(colours);
  if (canAdoptSheets()) {
    let sheet = adoptedThemes.get(container);
    if (!sheet) {
      if (!css) return;
      sheet = new CSSStyleSheet();
      adoptedThemes.set(container, sheet);
      container.adoptedStyleSheets = [...container.adoptedStyleSheets, sheet];
    }
    sheet.replaceSync(css);
    return;
  }
  let style = container.querySelector(`style[${MARK}]`);
  if (!css) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.setAttribute(MARK, '');
    container.append(style);
  }
  style.textContent = css;
}
