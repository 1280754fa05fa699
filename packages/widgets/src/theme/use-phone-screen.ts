import { useSyncExternalStore } from 'react';
import { PHONE_SCREEN } from './media';

const phoneScreen = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_SCREEN) : null);

/** Whether the screen is a phone's now, for a choice made once (a first view); false where the browser has no matchMedia. */
export function isPhoneScreen(): boolean {
  return phoneScreen()?.matches ?? false;
}

/**
 * Whether the screen is a phone's (PHONE_SCREEN), following it as the window
 * changes; false where the browser has no matchMedia. The screen rather than
 * the bar's own box, so the bar folds its actions when the portal swaps its
 * sidebar for the drawer.
 */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = phoneScreen();
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    isPhoneScreen,
    () => false,
  );
}
