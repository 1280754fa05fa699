import { createGlobalThemeContract } from '@vanilla-extract/css';

const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The one theme contract of every widget. Variables have stable, readable
 * names (`--motorpool-color-brand`, `--motorpool-space-md`, ...) so a host
 * page can theme a widget by setting them, without knowing vanilla-extract.
 */
export const themeVars = createGlobalThemeContract(
  {
    color: {
      brand: null,
      brandContrast: null,
      text: null,
      mutedText: null,
      surface: null,
      pageBackground: null,
      border: null,
      danger: null,
      dangerSurface: null,
      success: null,
      focusRing: null,
    },
    radius: {
      control: null,
      surface: null,
    },
    font: {
      family: null,
      sizeSmall: null,
      sizeBody: null,
      sizeHeading: null,
      weightStrong: null,
    },
    space: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
    },
  },
  (_value, path) => `motorpool-${path.map(kebab).join('-')}`,
);
