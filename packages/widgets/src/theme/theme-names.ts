/** The themes every widget ships with; the list also types the `theme` prop and feeds story controls. */
export const THEME_NAMES = ['default', 'fleet-share'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const THEME_ATTRIBUTE = 'data-motorpool-theme';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

/** Themes an element and everything inside it (the variables inherit). */
export function applyTheme(element: HTMLElement, theme: ThemeName): void {
  element.setAttribute(THEME_ATTRIBUTE, theme);
}
