import { define, nullable, object, string, type, type Infer, type Struct } from 'superstruct';
import type { Brand } from './account-recovery';
import type { FieldErrors } from '../validation';
import { isHexColour, ThemeColours } from './theme-colours';
import { boundedText } from './fields';

/** WCAG 2.x AA for normal-size text: the least contrast a colour and the text on it may have. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2.x relative luminance of a `#rrggbb` colour (0 for black, 1 for white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The ratio as people read it (`3.2`): rounded down, so a pair just under the rule never reads as meeting it. */
export function formatContrast(ratio: number): string {
  return (Math.floor(ratio * 10) / 10).toFixed(1);
}

/**
 * The surface every widget draws on, under both host brands: the brand colour
 * is also text there (links, today on the calendar, step numbers), so it is
 * checked against it as well as against its own text.
 */
export const THEME_SURFACE = '#ffffff';

/** Each host brand's own colours (packages/widgets themes.css.ts): what an organisation without a theme of its own shows. */
export const BRAND_COLOURS: Record<Brand, ThemeColours> = {
  default: { brand_color: '#1f4fd1', brand_contrast_color: '#ffffff' },
  'fleet-share': { brand_color: '#d0021b', brand_contrast_color: '#ffffff' },
};

export const THEME_FIELD_LABELS = {
  brand_color: 'Brand colour',
  brand_contrast_color: 'Text on brand colour',
  logo_url: 'Logo',
  favicon_url: 'Favicon',
} as const;

export const themeMessages = {
  saved: 'Theme saved',
  mayNotManage: 'Only organisation admins change the theme.',
  colourInvalid: (label: string) => `${label}: give a colour as #rrggbb, for example #1f4fd1.`,
  pairIncomplete: 'Give the brand colour and the colour of its text together, or neither to keep the default brand.',
  lowContrast: (ratio: number) =>
    `${THEME_FIELD_LABELS.brand_color}: contrast with its text is ${formatContrast(ratio)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed.`,
  lowContrastOnSurface: (ratio: number) =>
    `${THEME_FIELD_LABELS.brand_color}: as text on white (links, today on the calendar) its contrast is ${formatContrast(ratio)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed.`,
  imageNotUploaded: (label: string) => `${label}: upload the image on this screen.`,
} as const;

/**
 * The colour pair's refusal, or null when it may be saved: both or neither,
 * text on the brand colour at least AA (4.5:1), and the brand colour as text
 * on the widgets' white surface at least AA too. The server refuses with it
 * and the screen shows it as the colours are typed.
 */
export function themeColourErrors(colours: { brand_color: string | null; brand_contrast_color: string | null }): FieldErrors | null {
  const { brand_color: brand, brand_contrast_color: text } = colours;
  if (brand === null && text === null) return null;
  if (brand === null || text === null) return { [brand === null ? 'brand_color' : 'brand_contrast_color']: themeMessages.pairIncomplete };
  const ratio = contrastRatio(brand, text);
  if (ratio < MIN_TEXT_CONTRAST) return { brand_color: themeMessages.lowContrast(ratio) };
  const onSurface = contrastRatio(brand, THEME_SURFACE);
  return onSurface < MIN_TEXT_CONTRAST ? { brand_color: themeMessages.lowContrastOnSurface(onSurface) } : null;
}

const hexColour = (label: string): Struct<string, null> => define<string>('hexColour', (value) => isHexColour(value) || themeMessages.colourInvalid(label));

/**
 * `/theme` as the server answers it: the organisation's own colours, logo and
 * favicon (null: the host brand's), and the host brand's colours the screen
 * offers as the default.
 */
export const OrganisationTheme = type({
  brand_color: nullable(string()),
  brand_contrast_color: nullable(string()),
  logo_url: nullable(string()),
  favicon_url: nullable(string()),
  default_colours: ThemeColours,
});
export type OrganisationTheme = Infer<typeof OrganisationTheme>;

/** `PUT organisations/theme/`: the whole theme; images are paths the theme's upload answered. */
export const ThemeWrite = object({
  brand_color: nullable(hexColour(THEME_FIELD_LABELS.brand_color)),
  brand_contrast_color: nullable(hexColour(THEME_FIELD_LABELS.brand_contrast_color)),
  logo_url: nullable(boundedText(THEME_FIELD_LABELS.logo_url, 300)),
  favicon_url: nullable(boundedText(THEME_FIELD_LABELS.favicon_url, 300)),
});
export type ThemeWrite = Infer<typeof ThemeWrite>;
