import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { PHONE_SCREEN } from './media';
import { themeVars } from './vars.css';

const shared = {
  radius: { control: '6px', surface: '10px' },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeSmall: '13px',
    sizeBody: '15px',
    sizeHeading: '22px',
    weightStrong: '600',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
} as const;

// Defaults sit on `:root` for pages and `:host` for shadow roots (where the page's `:root` rules do not reach);
// the explicit attribute lets one widget opt back into the default brand inside a themed page.
// Each brand's `brand` and `brandContrast` are repeated in BRAND_COLOURS (@motorpool/api), the defaults the theme screen offers: change both.
// An organisation's own theme overrides those two (and the focus ring) over these (portal-config/OrganisationTheme, element/organisation-theme.ts).
createGlobalTheme(':root, :host, [data-motorpool-theme="default"]', themeVars, {
  color: {
    brand: '#1f4fd1',
    brandContrast: '#ffffff',
    text: '#1b2330',
    mutedText: '#5b6575',
    surface: '#ffffff',
    pageBackground: '#f3f5f8',
    border: '#c9d0da',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    success: '#127a3e',
    focusRing: 'rgba(31, 79, 209, 0.45)',
  },
  ...shared,
});

// Declared after the default so it wins when both selectors match the same element.
createGlobalTheme('[data-motorpool-theme="fleet-share"]', themeVars, {
  color: {
    brand: '#d0021b',
    brandContrast: '#ffffff',
    text: '#231f20',
    mutedText: '#636466',
    surface: '#ffffff',
    pageBackground: '#f6f4f4',
    border: '#d3cfcf',
    danger: '#a8071a',
    dangerSurface: '#fff1f0',
    success: '#1a7f37',
    focusRing: 'rgba(208, 2, 27, 0.4)',
  },
  ...shared,
  radius: { control: '4px', surface: '4px' },
});

/*
 * A phone zooms the page into any text field whose text is under 16px when it
 * takes focus, and leaves it zoomed. The attribute selectors outweigh the
 * single class a widget styles its fields with, so every field, in the portal
 * and in shadow roots, keeps 16px on a phone whatever its own size.
 */
globalStyle('input:not([type="checkbox"]):not([type="radio"]):not([type="range"]), select:not([hidden]), textarea:not([hidden])', {
  '@media': { [PHONE_SCREEN]: { fontSize: 'max(16px, 1em)' } },
});
