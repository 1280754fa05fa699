/**
 * A phone's screen: below 48rem the portal's navigation is a drawer, toasts
 * sit at the bottom within the thumb's reach, and dialogs fill the screen.
 * One query for the portal and the widgets, so they change layout together.
 */
export const PHONE_SCREEN = 'screen and (max-width: 47.9375rem)';

/** A finger rather than a mouse: controls grow to the 44px a fingertip needs (WCAG 2.5.5), whatever the screen's width. */
export const TOUCH_POINTER = '(pointer: coarse)';
