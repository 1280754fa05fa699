import { string, type, type Infer } from 'superstruct';

/*
 * What an embedded element needs of an organisation's theme, apart from the
 * theme screen's messages and structs (theme.ts): the calendar's standalone
 * build takes this module alone.
 */

/** The colours an organisation's theme sets over its host's brand. */
export const ThemeColours = type({ brand_color: string(), brand_contrast_color: string() });
export type ThemeColours = Infer<typeof ThemeColours>;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/**
 * The `--motorpool-*` custom properties that carry an organisation's colours:
 * the brand, its text, and the focus ring drawn from the brand as each host
 * theme draws its own.
 */
export function themeProperties(colours: ThemeColours): Record<string, string> {
  const channel = (offset: number) => Number.parseInt(colours.brand_color.slice(offset, offset + 2), 16);
  return {
    '--motorpool-color-brand': colours.brand_color,
    '--motorpool-color-brand-contrast': colours.brand_contrast_color,
    '--motorpool-color-focus-ring': `rgba(${channel(1)}, ${channel(3)}, ${channel(5)}, 0.45)`,
  };
}
