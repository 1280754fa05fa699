import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import '../../theme/themes.css';
import { TOUCH_POINTER } from '../../theme/media';
import { themeVars } from '../../theme/vars.css';
import { buttonTones, buttonVariants, lookKey, type ButtonLook, type ButtonTone, type ButtonVariant } from './button-looks';

const { color, font, radius, space } = themeVars;

export const root = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xs,
  margin: 0,
  font: 'inherit',
  fontWeight: font.weightStrong,
  lineHeight: 1.25,
  textAlign: 'center',
  textDecoration: 'none',
  borderRadius: radius.control,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: `0 0 0 3px ${color.focusRing}` },
    // aria-disabled: a busy button, or one waiting for a check, stays focusable and still takes the click.
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

const touchTarget = { '@media': { [TOUCH_POINTER]: { minHeight: '44px' } } };

export const size = styleVariants({
  standard: { minHeight: '40px', padding: `${space.sm} ${space.lg}`, ...touchTarget },
  small: { minHeight: '36px', padding: `${space.xs} ${space.md}`, ...touchTarget },
});

export const fullWidth = style({ width: '100%' });

const toneColor: Record<ButtonTone, string> = { primary: color.brand, neutral: color.text, critical: color.danger };
/** Neutral outlines are grey: a brand or danger outline is the colour of its text. */
const toneBorder: Record<ButtonTone, string> = { primary: color.brand, neutral: color.border, critical: color.danger };

const enabled = '&:hover:not(:disabled):not([aria-disabled="true"])';

function lookOf(tone: ButtonTone, variant: ButtonVariant): StyleRule {
  switch (variant) {
    case 'solid':
      return tone === 'neutral'
        ? {
            color: color.text,
            backgroundColor: color.pageBackground,
            border: `1px solid ${color.border}`,
            selectors: { [enabled]: { filter: 'brightness(0.96)' } },
          }
        : {
            color: color.brandContrast,
            backgroundColor: toneColor[tone],
            border: `1px solid ${toneColor[tone]}`,
            selectors: { [enabled]: { filter: 'brightness(0.92)' } },
          };
    case 'outline':
      return {
        color: toneColor[tone],
        backgroundColor: color.surface,
        border: `1px solid ${toneBorder[tone]}`,
        selectors: { [enabled]: { backgroundColor: color.pageBackground } },
      };
    case 'text':
      return {
        // Text alone keeps a little room either side, so its focus ring does not touch the letters.
        paddingLeft: space.sm,
        paddingRight: space.sm,
        color: toneColor[tone],
        background: 'none',
        border: '1px solid transparent',
        selectors: { [enabled]: { textDecoration: 'underline' } },
      };
  }
}

/** One class per tone and variant; defined after `size` so a text button's narrow padding wins. */
export const look = styleVariants(
  Object.fromEntries(buttonTones.flatMap((tone) => buttonVariants.map((variant) => [lookKey(tone, variant), lookOf(tone, variant)]))) as Record<
    ButtonLook,
    StyleRule
  >,
);
