import { globalStyle, style } from '@vanilla-extract/css';
import { themeVars } from '../../theme/vars.css';
import { floatingPanel } from '../looks.css';

const { color, font, radius, space } = themeVars;

/** A react-day-picker month shown under its control, in the theme's colours (the date field, the calendar's period picker). */
export const calendarPopover = style({
  position: 'absolute',
  zIndex: 10,
  top: 'calc(100% + 4px)',
  left: 0,
  padding: space.sm,
  ...floatingPanel,
  borderRadius: radius.surface,
  fontSize: font.sizeSmall,
});

// Two classes outweigh `.rdp-root`, which declares the defaults on the same element.
globalStyle(`${calendarPopover} .rdp-root`, {
  vars: {
    '--rdp-accent-color': color.brand,
    '--rdp-accent-background-color': color.pageBackground,
    '--rdp-day-height': '36px',
    '--rdp-day-width': '36px',
    '--rdp-day_button-height': '34px',
    '--rdp-day_button-width': '34px',
    '--rdp-nav_button-height': '32px',
    '--rdp-nav_button-width': '32px',
    '--rdp-nav-height': '40px',
  },
  fontFamily: font.family,
  color: color.text,
});

globalStyle(`${calendarPopover} .rdp-selected .rdp-day_button`, { color: color.brandContrast, backgroundColor: color.brand });

/** Holds the month's place while react-day-picker loads (its first opening in an element bundle). */
export const calendarLoading = style({ margin: 0, padding: space.md, color: color.mutedText });
