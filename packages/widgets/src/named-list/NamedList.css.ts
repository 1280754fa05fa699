import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { space } = themeVars;

export const addForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.md, margin: `0 0 ${space.md}` });

/** Lines up with the input, under its label. */
export const addButton = style({ marginTop: '25.6px' });

export const renameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });
