import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font } = themeVars;

/** A failure's message in full (it is why the job is shown), wrapping rather than cut. */
export const error = style({ color: color.danger, fontSize: font.sizeSmall, overflowWrap: 'anywhere', whiteSpace: 'normal' });

/** The kind names the rule (`booking.reminder`): kept whole on one line where there is room. */
export const kind = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: font.sizeSmall, overflowWrap: 'anywhere' });
