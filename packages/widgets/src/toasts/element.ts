import { createElement } from 'react';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { Toaster, TOASTER_PLACEMENTS, type ToasterPlacement } from './Toaster';

export const TOASTER_TAG = 'motorpool-toaster';

const isPlacement = (value: unknown): value is ToasterPlacement => (TOASTER_PLACEMENTS as readonly unknown[]).includes(value);

type ToasterElementProps = {
  placement?: string;
  theme?: string;
};

function ToasterElement({ placement, theme }: ToasterElementProps) {
  return createElement(Toaster, {
    placement: isPlacement(placement) ? placement : undefined,
    theme: isThemeName(theme) ? theme : undefined,
  });
}

/**
 * `<motorpool-toaster>`: shows the confirmations and failures the other
 * `motorpool-*` elements of the page raise as toasts (spec §9: 5 s each, at
 * most five, with a close button; a toast waits while the pointer or focus is
 * on it). The portal has its own; a partner page that embeds forms or tables
 * puts one anywhere in its body, once. It shares the toasts of the elements
 * loaded by the same script (the standalone script of every element, or the
 * ESM entries, which share their chunks).
 *
 * Renders in its own shadow root; the toasts are fixed to the viewport.
 *
 * @attr placement - `top-right` (default), `top-center`, `bottom-right` or `bottom-center`.
 * @attr theme - `default` or `fleet-share`; any other value falls back to the page's theme.
 *
 * @cssproperty --motorpool-color-success, --motorpool-color-danger, --motorpool-color-brand - Edge of a success, failure and notice.
 * @cssproperty --motorpool-color-danger-surface - Background of a failure.
 * @cssproperty --motorpool-color-surface, --motorpool-color-text, --motorpool-color-border - A toast's background, text and border.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-body - Type.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 */
export const MotorpoolToasterElement = createMotorpoolElement(TOASTER_TAG, ToasterElement, {
  props: { placement: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-toaster': InstanceType<typeof MotorpoolToasterElement>;
  }
}
