import { isHexColour, themeProperties, type ThemeColours } from '@motorpool/api';
import { useSession } from '@motorpool/widgets';
import { useEffect } from 'react';
import { usePortalConfig } from './portal-config';

const STYLE_ID = 'motorpool-organisation-theme';

/**
 * The rule that carries an organisation's colours: on the page's root, and on
 * every widget root that names a brand (`data-motorpool-theme` re-declares
 * the brand's colours there, so inheriting from the root would not reach
 * inside it). `html:root` outweighs the brand themes' `:root` and attribute
 * selectors whatever order the stylesheets load in.
 */
export function organisationThemeRule(colours: ThemeColours): string | null {
  // The colours go into a stylesheet: anything but #rrggbb is never written, whatever the server sent.
  if (!isHexColour(colours.brand_color) || !isHexColour(colours.brand_contrast_color)) return null;
  const declarations = Object.entries(themeProperties(colours))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return `html:root, html:root [data-motorpool-theme] { ${declarations} }`;
}

/** Puts the organisation's colours on the document, or takes them off (null: the host brand's own). */
export function applyOrganisationTheme(document: Document, colours: ThemeColours | null): void {
  const rule = colours ? organisationThemeRule(colours) : null;
  let style = document.getElementById(STYLE_ID);
  if (!rule) {
    style?.remove();
    return;
  }
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = rule;
}

/**
 * Themes the portal with the signed-in organisation's own colours and page
 * icon (its `/theme`, carried by the profile's current organisation) over the
 * host's brand; signed out or without a theme, the brand's stand. A saved
 * theme updates the session's organisation, so it applies at once.
 */
export function OrganisationTheme() {
  const organisation = useSession((session) => session.profile?.current_organisation ?? null);
  const { logo_url: brandIcon } = usePortalConfig();
  const brand = organisation?.theme?.brand_color ?? null;
  const text = organisation?.theme?.brand_contrast_color ?? null;
  const favicon = organisation?.favicon_url ?? null;

  useEffect(() => {
    applyOrganisationTheme(document, brand && text ? { brand_color: brand, brand_contrast_color: text } : null);
  }, [brand, text]);
  useEffect(() => {
    const icon = favicon ?? brandIcon;
    if (icon) document.querySelector('link[rel="icon"]')?.setAttribute('href', icon);
  }, [favicon, brandIcon]);
  return null;
}
