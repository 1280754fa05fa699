import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space } = themeVars;

/** Relative: the dialogs' layer covers the page. */
export const root = style([card, { position: 'relative', width: '1040px' }]);

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md, margin: `0 0 ${space.lg}` });

export const heading = style({ margin: 0, fontSize: font.sizeHeading, fontWeight: font.weightStrong });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, marginLeft: 'auto' });

export const late = style({ color: color.danger, fontWeight: font.weightStrong });
