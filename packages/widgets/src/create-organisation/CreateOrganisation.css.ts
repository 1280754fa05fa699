import { style } from '@vanilla-extract/css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

export const root = style([card, { width: '100%', maxWidth: '704px' }]);

/** Name, industry and domain side by side where there is room. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(192px, 1fr))',
  gap: `0 ${themeVars.space.lg}`,
  alignItems: 'start',
});

export const heading = style({ margin: `0 0 ${themeVars.space.md}`, fontSize: themeVars.font.sizeHeading });
