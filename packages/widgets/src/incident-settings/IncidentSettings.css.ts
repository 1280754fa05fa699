import { globalStyle, style } from '@vanilla-extract/css';
import { PHONE_SCREEN } from '../theme/media';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space } = themeVars;

/** A sub-type sits under its type, set in from the left and marked as belonging to it. */
export const subTypeName = style({ display: 'inline-block', paddingLeft: space.lg, color: color.text });

export const typeName = style({ fontWeight: font.weightStrong });

export const inactive = style({ marginLeft: space.sm, color: color.mutedText, fontSize: font.sizeSmall });

/** A switch in its cell, with room for a finger around it. */
export const switchLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  cursor: 'pointer',
});

export const switchInput = style({ width: '20px', height: '20px', margin: 0, cursor: 'inherit' });

export const sectionGap = style({ marginTop: space.xl });

/** The types' table scrolls within the card rather than widening the page on a phone. */
export const tableScroll = style({ maxWidth: '100%', overflowX: 'auto' });

// On a phone the cells give up their side padding so the name, three switches and the buttons fit 360px.
globalStyle(`${tableScroll} :is(th, td)`, { '@media': { [PHONE_SCREEN]: { paddingLeft: space.xs, paddingRight: space.xs } } });
