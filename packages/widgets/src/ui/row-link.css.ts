import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius } = themeVars;

/** A row's name that opens it: a link-like button that keeps the row's look and cuts long names short. */
export const rowLinkButton = style({
  maxWidth: '100%',
  padding: 0,
  overflow: 'hidden',
  color: color.brand,
  background: 'none',
  font: 'inherit',
  fontWeight: font.weightStrong,
  textAlign: 'left',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  border: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` },
  },
});
