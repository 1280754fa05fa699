import { isHexColour, themeProperties, type ThemeColours } from '@motorpool/api';

const MARK = 'data-motorpool-organisation-theme';

/**
 * Themes an element with its organisation's colours (`/theme`, carried by its
 * widget token): a `:host` rule in its shadow root, after the widget's own
 * defaults. Rules of the host page on the element outweigh `:host` rules, so a
 * page that sets the `--motorpool-*` properties itself keeps its own; widget
 * roots that name a brand re-declare its colours, so they are themed too.
 * Null takes the rule away.
 */
export function applyOrganisationThemeToShadow(container: Node | undefined, colours: ThemeColours | null): void {
  if (!(container instanceof ShadowRoot)) return;
  let style = container.querySelector(`style[${MARK}]`);
  // The colours go into a stylesheet: anything but #rrggbb is never written, whatever the server sent.
  if (!colours || !isHexColour(colours.brand_color) || !isHexColour(colours.brand_contrast_color)) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.setAttribute(MARK, '');
    container.append(style);
  }
  const declarations = Object.entries(themeProperties(colours))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  style.textContent = `:host,[data-motorpool-theme]{${declarations}}`;
}
