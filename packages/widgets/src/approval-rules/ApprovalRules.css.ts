import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card as cardLook } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space } = themeVars;

/** The page's card; its own width decides between the table and the cards. */
export const root = style([cardLook, { position: 'relative', width: '1040px', display: 'flex', flexDirection: 'column', gap: space.md }]);

export const lead = style({ margin: 0, color: color.mutedText });

/** The line-manager switch, set apart from the rules below it. */
export const setting = style({ padding: `${space.md} 0`, borderTop: `1px solid ${color.border}`, borderBottom: `1px solid ${color.border}` });

/** The rules' heading and Add Approval Rule on one line, wrapping in a narrow box. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: space.sm });

/** Between 40rem and the card's full width the table scrolls within the card rather than widening the page. */
export const tableScroll = style({ maxWidth: '100%', overflowX: 'auto' });

export const nameCell = style({ textAlign: 'left', fontWeight: font.weightStrong });

/** A card's name, above its facts (ui/data-table/cards.css). */
export const cardTitle = style({ margin: 0, fontSize: font.sizeBody, fontWeight: font.weightStrong, overflowWrap: 'anywhere' });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: space.lg, marginTop: space.lg });

export const dialogLead = style({ margin: `${space.sm} 0 ${space.lg}`, color: color.mutedText });

/** Hours are a short number. */
export const hoursInput = style({ maxWidth: '160px' });
