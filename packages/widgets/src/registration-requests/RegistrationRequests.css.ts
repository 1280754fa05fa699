import { style, styleVariants } from '@vanilla-extract/css';
import { card } from '../ui/form/form.css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { headingText } from '../ui/looks.css';

const { color, font, space } = themeVars;

export const root = style([card, { width: '960px' }]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
  marginBottom: space.lg,
});

export const heading = style({
  margin: 0,
  ...headingText,
});

export const count = style({
  margin: 0,
  color: color.mutedText,
  fontSize: font.sizeSmall,
});

export const scroller = style({
  overflowX: 'auto',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.sizeSmall,
});

export const headerCell = style({
  padding: `${space.sm} ${space.md}`,
  color: color.mutedText,
  fontWeight: font.weightStrong,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  borderBottom: `2px solid ${color.border}`,
});

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  verticalAlign: 'middle',
  borderBottom: `1px solid ${color.border}`,
});

export const nameCell = style([cell, { fontWeight: font.weightStrong, textAlign: 'left', whiteSpace: 'nowrap' }]);

export const actionCell = style([cell, { width: '110px', whiteSpace: 'nowrap' }]);

const pill = style({
  display: 'inline-block',
  padding: `2px ${space.sm}`,
  fontSize: '12px',
  fontWeight: font.weightStrong,
  whiteSpace: 'nowrap',
  borderRadius: '999px',
});

/** Status colours; Pending Approval is grey, as invites show it (spec §3 Invite). */
export const status = styleVariants({
  pending: [pill, { color: color.text, backgroundColor: color.pageBackground, border: `1px solid ${color.border}` }],
  active: [pill, { color: color.brandContrast, backgroundColor: color.success }],
  rejected: [pill, { color: color.brandContrast, backgroundColor: color.danger }],
});

export const empty = style({
  margin: 0,
  padding: `${space.xl} ${space.md}`,
  color: color.mutedText,
  textAlign: 'center',
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: space.lg,
});
