import { style, styleVariants } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { themeVars } from '../../theme/vars.css';

const { color, font, space } = themeVars;

export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: space.md });

export const header = style({
  padding: `${space.sm} ${space.md}`,
  color: color.mutedText,
  fontSize: font.sizeSmall,
  fontWeight: font.weightStrong,
  textAlign: 'left',
  borderBottom: `1px solid ${color.border}`,
});

export const cell = style({ padding: `${space.sm} ${space.md}`, verticalAlign: 'middle', borderBottom: `1px solid ${color.border}` });

/** The Edit and Delete buttons keep to one line at the row's end. */
export const actionsCell = style([cell, { whiteSpace: 'nowrap', textAlign: 'right' }]);

export const buttons = style({ display: 'inline-flex', flexWrap: 'wrap', gap: space.sm, justifyContent: 'flex-end' });

/** The count (or the empty state), read out by screen readers after each change. */
export const summary = style({ margin: 0, minHeight: '1.5em', color: color.mutedText, fontSize: font.sizeSmall });

export const empty = style({ margin: `${space.md} 0 0`, color: color.mutedText });

/** `inline`: the field and its button side by side above the list; `below`: a separated row after it. */
export const addForm = styleVariants({
  inline: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.md, margin: `0 0 ${space.md}` },
  below: { marginTop: space.lg, paddingTop: space.lg, borderTop: `1px solid ${color.border}` },
});

/** A button beside a labelled field, lined up with the field rather than its label. */
export const besideField = style({ marginTop: '25.6px' });

/** An editor's fields and buttons on one line, wrapping on a narrow screen. */
export const editorRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });

/** A field in an editor row takes the room the buttons leave. */
export const grow = style({ flex: '1 1 192px', minWidth: 0 });

/** Also used on a fieldset, hence no browser border. */
export const group = style({ minWidth: 0, margin: 0, padding: 0, border: 'none' });

export { visuallyHidden } from '../visually-hidden.css';
