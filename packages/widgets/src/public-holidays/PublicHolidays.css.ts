import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, space } = themeVars;

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.md, margin: `0 0 ${space.lg}` });

export const narrow = style({ flex: '0 1 144px' });

/** Lines up with the inputs, under their labels. */
export const load = style({ marginTop: '25.6px' });

export const addForm = style({ marginTop: space.lg, paddingTop: space.lg, borderTop: `1px solid ${color.border}` });

export const holidayFields = style({ minWidth: 0, margin: 0, padding: 0, border: 'none' });
