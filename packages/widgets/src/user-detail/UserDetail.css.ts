import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';
import { floatingPanel, headingText } from '../ui/looks.css';

const { color, font, radius, space } = themeVars;

export const root = style([card, { width: '1040px' }]);

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${space.md}`,
  margin: `0 0 ${space.lg}`,
  ...headingText,
});

export const subheading = style({
  color: color.mutedText,
  fontSize: font.sizeBody,
  fontWeight: 'normal',
});

export const valueList = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${space.sm}`,
});

export const photo = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '128px',
  objectFit: 'contain',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});

export const popoverAnchor = style({ display: 'inline-block' });

export { linkButton as popoverTrigger } from '../ui/form/form.css';

/** Spec §9: pop-overs 18vw wide by default, medium height. */
export const popover = style({
  position: 'absolute',
  zIndex: 20,
  top: `calc(100% + ${space.xs})`,
  left: 0,
  boxSizing: 'border-box',
  width: '18vw',
  minWidth: '192px',
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: '320px',
  overflowY: 'auto',
  padding: `${space.sm} ${space.md}`,
  color: color.text,
  ...floatingPanel,
  borderRadius: radius.surface,
});

export const popoverTitle = style({
  margin: `0 0 ${space.xs}`,
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
});

export const popoverList = style({
  margin: 0,
  paddingLeft: space.lg,
});
