import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font, space } = themeVars;

export const root = style({ position: 'relative' });

/** On top of the combobox's option: the zone's offset at the far end. */
export const option = style({ display: 'flex', justifyContent: 'space-between', gap: space.md });

export const offset = style({ color: color.mutedText, fontSize: font.sizeSmall, whiteSpace: 'nowrap' });
