import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space } = themeVars;

/** The shown-not-changed facts (code, currency): label over value, as many side by side as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  gap: `${space.md} ${space.xl}`,
  margin: `0 0 ${space.lg}`,
});

export const factTerm = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall, fontWeight: font.weightStrong });

export const factValue = style({ margin: `${space.xs} 0 0`, overflowWrap: 'anywhere' });

export const effectsLead = style({ margin: `${space.md} 0 0`, fontSize: font.sizeSmall, fontWeight: font.weightStrong });

export const effects = style({ margin: `${space.sm} 0 0`, paddingLeft: space.lg, color: color.mutedText, fontSize: font.sizeSmall });

export const trail = style({ marginTop: space.xl, paddingTop: space.lg, borderTop: `1px solid ${color.border}` });
