import { BRAND_COLOURS, type AuditEntry, type OrganisationTheme } from '@motorpool/api';

/** A logo that needs no server: a green square with a white D. */
export const THEME_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 32'%3E%3Crect width='32' height='32' rx='6' fill='%230b5d1e'/%3E%3Ctext x='9' y='23' font-size='20' font-family='sans-serif' fill='%23fff'%3ED%3C/text%3E%3Ctext x='38' y='22' font-size='14' font-family='sans-serif' fill='%230b5d1e'%3EDemo%3C/text%3E%3C/svg%3E";

/** Demo Fleet's theme as the server answers an organisation admin: its own green, its logo, no favicon yet. */
export const organisationTheme: OrganisationTheme = {
  brand_color: '#0b5d1e',
  brand_contrast_color: '#ffffff',
  logo_url: THEME_LOGO,
  favicon_url: null,
  default_colours: BRAND_COLOURS.default,
};

/** An organisation that never saved a theme: the host brand's colours. */
export const hostBrandTheme: OrganisationTheme = {
  brand_color: null,
  brand_contrast_color: null,
  logo_url: null,
  favicon_url: null,
  default_colours: BRAND_COLOURS.default,
};

export const themeTrail: AuditEntry[] = [
  {
    pk: 21,
    action: 'Updated',
    actor: { pk: 7, name: 'Priya Raman' },
    changes: { brand_color: [null, '#0b5d1e'], brand_contrast_color: [null, '#ffffff'] },
    created_at: '2026-11-28T23:05:00Z',
  },
  {
    pk: 20,
    action: 'Updated',
    actor: { pk: 1, name: 'Sam Sysadmin' },
    changes: { logo_url: [null, '/uploads/theme-images/Q2hhbmdlZExvZ29JbWFnZTEy.png'] },
    created_at: '2026-11-20T01:30:00Z',
  },
];
