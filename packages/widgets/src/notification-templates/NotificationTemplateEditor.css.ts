import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { themeVars } from '../theme/vars.css';

const { color, font, radius, space } = themeVars;

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/** Template text at 16px everywhere: it is read closely, and a phone zooms into anything smaller. */
export const input = style({ fontSize: '16px' });

export const code = style({ fontFamily: monospace, fontSize: '16px', lineHeight: 1.45, resize: 'vertical' });

/** One column at every width: template text needs the whole line. */
export const sectionBody = style({ display: 'flex', flexDirection: 'column', gap: space.lg, marginTop: space.md });

/** Room under the panel's heading (which has no margin of its own) for the line below it. */
export const heading = style({ marginBottom: space.sm });

export const lead = style({ margin: `0 0 ${space.lg}`, color: color.mutedText });

export const variables = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: space.sm });

export const variable = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${space.sm}` });

export const variableName = style({ fontFamily: monospace, fontSize: font.sizeSmall, overflowWrap: 'anywhere' });

export const variableText = style({ color: color.mutedText, fontSize: font.sizeSmall });

export const required = style({ color: color.danger, fontSize: font.sizeSmall, fontWeight: font.weightStrong });

/** Restore default stands apart from Preview and Save, at the other end of the row. */
export const restoreSlot = style({ marginRight: 'auto' });

export const preview = style({ display: 'flex', flexDirection: 'column', gap: space.sm, marginTop: space.md });

export const previewLabel = style({ margin: `${space.sm} 0 0`, fontSize: font.sizeSmall, fontWeight: font.weightStrong });

export const previewBox = style({
  margin: 0,
  padding: space.md,
  backgroundColor: color.pageBackground,
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
  overflowWrap: 'anywhere',
});

/** The email as a mail client would draw it, on white whatever the theme. */
export const previewFrame = style({
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  height: '420px',
  backgroundColor: '#fff',
  border: `1px solid ${color.border}`,
  borderRadius: radius.control,
});

/** The plain text keeps its lines, and wraps rather than scroll sideways on a phone. */
export const previewText = style([previewBox, { fontFamily: monospace, fontSize: font.sizeSmall, whiteSpace: 'pre-wrap' }]);
