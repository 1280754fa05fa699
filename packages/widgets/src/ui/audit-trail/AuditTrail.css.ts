import { style } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';
import { stack } from '../stack';

const { color, font, radius, space } = themeVars;

// Narrower than this, each change is a card of labelled lines instead of a table row: a 360 px phone reads it without scrolling sideways.
const NARROW = '(max-width: 36rem)';

export const root = style({ ...stack(space.md), containerType: 'inline-size', minWidth: 0 });

export const title = style({ margin: 0, fontSize: font.sizeBody, fontWeight: font.weightStrong });

export const muted = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

export const failure = style({ ...stack(space.sm), alignItems: 'flex-start' });

export const alert = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  color: color.danger,
  backgroundColor: color.dangerSurface,
  borderRadius: radius.control,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: font.sizeSmall,
  '@container': { [NARROW]: { display: 'block' } },
});

export const head = style({
  '@container': {
    [NARROW]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

export const body = style({ '@container': { [NARROW]: { display: 'block' } } });

export const row = style({
  '@container': { [NARROW]: { display: 'block', padding: `${space.sm} 0`, borderBottom: `1px solid ${color.border}` } },
});

const cellBase = { padding: `${space.xs} ${space.sm}`, textAlign: 'left', verticalAlign: 'top', borderBottom: `1px solid ${color.border}` } as const;

export const headCell = style({ ...cellBase, color: color.mutedText, fontWeight: font.weightStrong });

/** On a narrow box the cell says what it is ("When", "Who") before its value, as the head row no longer shows. */
export const cell = style({
  ...cellBase,
  overflowWrap: 'anywhere',
  '@container': {
    [NARROW]: {
      display: 'block',
      padding: `${space.xs} 0`,
      borderBottom: 'none',
    },
  },
});

export const cellLabel = style({
  display: 'none',
  color: color.mutedText,
  fontWeight: font.weightStrong,
  '@container': { [NARROW]: { display: 'block' } },
});

export const whenCell = style({ whiteSpace: 'nowrap', '@container': { [NARROW]: { whiteSpace: 'normal' } } });

export const changes = style({ margin: 0, paddingLeft: space.lg });

export const field = style({ fontWeight: font.weightStrong });

export const more = style({ alignSelf: 'flex-start' });
