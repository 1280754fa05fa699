import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

/** A colour as text beside its picker; the picker a 44 px square a finger can hit. */
export const colourRow = style({ display: 'flex', alignItems: 'center', gap: space.sm });

export const colourText = style({ flex: '1 1 auto', minWidth: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

export const colourPicker = style({
  flex: '0 0 44px',
  width: '44px',
  height: '44px',
  padding: '2px',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  backgroundColor: color.surface,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const ownColours = style({ display: 'flex', alignItems: 'center', gap: space.sm, minHeight: '44px', cursor: 'pointer' });

export const ownColoursBox = style({ width: '20px', height: '20px', margin: 0, accentColor: color.brand });

/** The live ratio: muted when it passes, in the danger colour when it does not. */
export const ratio = style({ margin: 0, fontSize: font.sizeSmall, color: color.mutedText });
export const ratioFailing = style({ color: color.danger, fontWeight: font.weightStrong });

export const image = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

/** An image shown on a light checkerboard, so a transparent or white logo is still seen. */
export const imageShown = style({
  display: 'block',
  maxWidth: '160px',
  maxHeight: '48px',
  objectFit: 'contain',
  padding: space.xs,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  background: 'repeating-conic-gradient(#e6e8ec 0 25%, #ffffff 0 50%) 50% / 12px 12px',
});

export const imageNone = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall, flexBasis: '100%' });

export const fileInput = style({ display: 'none' });

export const trail = style({ marginTop: space.xl, paddingTop: space.lg, borderTop: `1px solid ${color.border}` });

/* The preview: the properties the form's colours set reach everything inside. */

export const preview = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  gap: space.lg,
  gridColumn: '1 / -1',
});

export const previewFigure = style({ margin: 0, minWidth: 0 });

export const previewCaption = style({ marginBottom: space.xs, color: color.mutedText, fontSize: font.sizeSmall, fontWeight: font.weightStrong });

export const portalMock = style({
  overflow: 'hidden',
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  backgroundColor: color.pageBackground,
  fontSize: font.sizeSmall,
});

export const tab = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  maxWidth: '70%',
  padding: `${space.xs} ${space.sm}`,
  backgroundColor: color.surface,
  borderRight: `1px solid ${color.border}`,
  borderBottom: `1px solid ${color.border}`,
  borderBottomRightRadius: radius.control,
});

export const tabIcon = style({ width: '16px', height: '16px', objectFit: 'contain', flex: '0 0 16px' });
export const tabIconBlank = style([tabIcon, { backgroundColor: color.border, borderRadius: '3px' }]);
export const tabTitle = style({ overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' });

export const mockHeader = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: `0 ${space.md}`,
  backgroundColor: color.surface,
  borderBottom: `1px solid ${color.border}`,
});

export const mockLogo = style({ display: 'block', maxWidth: '120px', maxHeight: '28px', objectFit: 'contain' });
export const mockName = style({ fontWeight: font.weightStrong, color: color.text });

export const mockBody = style({ display: 'flex', minHeight: '96px' });

export const mockNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  flex: '0 0 40%',
  padding: space.sm,
  backgroundColor: color.surface,
  borderRight: `1px solid ${color.border}`,
});

const navItem = { padding: `${space.xs} ${space.sm}`, borderRadius: radius.control } as const;
export const mockNavItem = style({ ...navItem, color: color.text });
export const mockNavActive = style({ ...navItem, backgroundColor: color.brand, color: color.brandContrast, fontWeight: font.weightStrong });

export const mockMain = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm, padding: space.md });

export const mockButton = style({
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.control,
  backgroundColor: color.brand,
  color: color.brandContrast,
  fontWeight: font.weightStrong,
  boxShadow: `0 0 0 3px ${color.focusRing}`,
});

export const mockLink = style({ color: color.brand, textDecoration: 'underline' });

export const calendarMock = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gridTemplateRows: 'repeat(4, 28px)',
  columnGap: space.sm,
  padding: space.sm,
  border: `1px solid ${color.border}`,
  borderRadius: radius.surface,
  backgroundColor: color.surface,
  backgroundImage: `linear-gradient(${color.border} 1px, transparent 1px)`,
  backgroundSize: '100% 28px',
  backgroundPosition: `0 ${space.sm}`,
  fontSize: font.sizeSmall,
});

export const calendarHour = style({ gridColumn: '1', color: color.mutedText });

export const calendarBooking = style({
  gridColumn: '2',
  alignSelf: 'stretch',
  margin: '2px 0',
  padding: `2px ${space.sm}`,
  overflow: 'hidden',
  borderRadius: radius.control,
  backgroundColor: color.brand,
  color: color.brandContrast,
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});
