import { style } from '@vanilla-extract/css';
import '../theme/themes.css';
import { card as cardLook } from '../ui/form/form.css';
import { themeVars } from '../theme/vars.css';

const { color, font, space, radius } = themeVars;

export const root = style([cardLook, { position: 'relative', width: '720px', display: 'flex', flexDirection: 'column', gap: space.md }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const note = style({ margin: 0, color: color.mutedText, fontSize: font.sizeSmall });

/** One area's permissions. */
export const area = style({ margin: 0, padding: space.md, border: `1px solid ${color.border}`, borderRadius: radius.surface, minWidth: 0 });

export const areaTitle = style({ padding: `0 ${space.xs}`, fontWeight: font.weightStrong });

export const permissions = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

/** A checkbox row at least 44 px tall, its text wrapping beside the box. */
export const permission = style({ display: 'flex', alignItems: 'flex-start', gap: space.sm, minHeight: '44px', cursor: 'pointer' });

export const permissionText = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, overflowWrap: 'anywhere' });

export const permissionLabel = style({ fontWeight: font.weightStrong });

export const permissionDescription = style({ color: color.mutedText, fontSize: font.sizeSmall });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
