import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';
import { stack } from '../ui/stack';

const { color, space } = themeVars;

export const dialogForm = style({ ...stack(space.md), marginTop: space.md });

export const dialogMessage = style({ margin: 0, color: color.mutedText });

export const textarea = style({ minHeight: '88px', resize: 'vertical' });

/** Two short fields side by side, one under the other on a phone. */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: space.md });
