import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { stack } from '../stack';

/*
 * A list's rows as cards in a narrow box: the cards of DataTable's CardList,
 * and of lists that draw their own (a list the server sends whole needs no
 * server table). Each card is a list item; its facts a description list of
 * label and value.
 */
const { color, radius, space } = themeVars;

export const cards = style({
  ...stack(space.sm),
  margin: 0,
  padding: space.sm,
  listStyle: 'none',
});

export const card = style({
  ...stack(space.sm),
  padding: space.md,
  backgroundColor: color.surface,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
});

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
});

/** Label and value side by side in the card's two-column grid. */
export const cardField = style({ display: 'contents' });

export const cardLabel = style({ color: color.mutedText });

export const cardValue = style({ minWidth: 0, margin: 0, overflowWrap: 'anywhere' });
