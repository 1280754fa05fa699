import { isHexColour, themeColourErrors, THEME_FIELD_LABELS, themeMessages, type OrganisationTheme, type ThemeColours, type ThemeWrite } from '@motorpool/api';

/** What the form holds: the colours as typed (kept while the host brand's are chosen, so turning own colours back on restores them). */
export type ThemeValues = {
  ownColours: boolean;
  brand_color: string;
  brand_contrast_color: string;
  logo_url: string | null;
  favicon_url: string | null;
};

export const THEME_COLOUR_FIELDS = ['brand_color', 'brand_contrast_color'] as const;
export type ThemeColourField = (typeof THEME_COLOUR_FIELDS)[number];
export type ThemeImageField = 'logo_url' | 'favicon_url';

export function themeValues(theme: OrganisationTheme): ThemeValues {
  const own = theme.brand_color !== null && theme.brand_contrast_color !== null;
  return {
    ownColours: own,
    brand_color: theme.brand_color ?? theme.default_colours.brand_color,
    brand_contrast_color: theme.brand_contrast_color ?? theme.default_colours.brand_contrast_color,
    logo_url: theme.logo_url,
    favicon_url: theme.favicon_url,
  };
}

export function toThemeWrite(values: ThemeValues): ThemeWrite {
  return {
    brand_color: values.ownColours ? values.brand_color.trim().toLowerCase() : null,
    brand_contrast_color: values.ownColours ? values.brand_contrast_color.trim().toLowerCase() : null,
    logo_url: values.logo_url,
    favicon_url: values.favicon_url,
  };
}

/** The colours the preview shows: what was typed while it is a pair of colours, else the host brand's. */
export function previewColours(values: ThemeValues, defaults: ThemeColours): ThemeColours {
  const brand = values.brand_color.trim();
  const text = values.brand_contrast_color.trim();
  return values.ownColours && isHexColour(brand) && isHexColour(text) ? { brand_color: brand, brand_contrast_color: text } : defaults;
}

/** The form's own check, with the server's messages: each colour `#rrggbb`, then the pair's contrast. */
export function checkThemeValues(values: ThemeValues): Record<string, string> {
  if (!values.ownColours) return {};
  const write = toThemeWrite(values);
  const errors: Record<string, string> = {};
  for (const field of THEME_COLOUR_FIELDS) {
    if (!isHexColour(write[field])) errors[field] = themeMessages.colourInvalid(THEME_FIELD_LABELS[field]);
  }
  if (Object.keys(errors).length > 0) return errors;
  return themeColourErrors(write) ?? {};
}

/** The images the theme takes, as its upload checks them (by their bytes on the server). */
export const THEME_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const THEME_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const THEME_IMAGE_TYPE_ERROR = 'Upload a PNG, JPEG, WebP or GIF image.';
export const THEME_IMAGE_SIZE_ERROR = 'The image is too large; the limit is 2 MB.';

/** Why a chosen file cannot be the logo or favicon, checked before it is sent; null when it may go. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(THEME_IMAGE_TYPES as readonly string[]).includes(file.type)) return THEME_IMAGE_TYPE_ERROR;
  return file.size > THEME_IMAGE_MAX_BYTES ? THEME_IMAGE_SIZE_ERROR : null;
}
