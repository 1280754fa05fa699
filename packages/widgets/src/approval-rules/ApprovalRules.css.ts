import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

const { color, space } = themeVars;

/** The page's card; the table inside it measures its own width for the card layout. */
export const root = style([card, { position: 'relative', width: '1040px', display: 'flex', flexDirection: 'column', gap: space.md }]);

export const lead = style({ margin: 0, color: color.mutedText });

/** The line-manager switch, set apart from the rules below it. */
export const setting = style({ padding: `${space.md} 0`, borderTop: `1px solid ${color.border}`, borderBottom: `1px solid ${color.border}` });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: space.lg, marginTop: space.lg });

export const dialogLead = style({ margin: 0, color: color.mutedText });

/** Hours are a short number. */
export const hoursInput = style({ maxWidth: '160px' });
