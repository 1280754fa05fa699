import { keyframes, style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

/*
 * A progress bar drawn from two elements: the track holds a fill whose width
 * is the share done (set inline), or the sweeping fill while the total is
 * not known yet.
 */
const { color } = themeVars;

export const progressTrack = style({
  position: 'relative',
  height: '8px',
  overflow: 'hidden',
  backgroundColor: color.pageBackground,
  borderRadius: '999px',
});

export const progressFill = style({
  height: '100%',
  backgroundColor: color.brand,
  transition: 'width 200ms ease-out',
});

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(300%)' },
});

/** How far along is unknown, only that work goes on. */
export const progressFillUnknown = style({
  width: '30%',
  height: '100%',
  backgroundColor: color.brand,
  animation: `${sweep} 1.2s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.4 } },
});
