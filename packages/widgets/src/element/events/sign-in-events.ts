import type { Profile } from '@motorpool/api';

/** The sign-in's events, apart from its element so the two-factor step can send them without bundling the sign-in. */
export const SIGNED_IN_EVENT = 'motorpool-signed-in';
export const TWO_FACTOR_REQUIRED_EVENT = 'motorpool-two-factor-required';

export type SignedInEventDetail = { profile: Profile };
export type TwoFactorRequiredEventDetail = { email: string };

declare global {
  interface GlobalEventHandlersEventMap {
    [SIGNED_IN_EVENT]: CustomEvent<SignedInEventDetail>;
    [TWO_FACTOR_REQUIRED_EVENT]: CustomEvent<TwoFactorRequiredEventDetail>;
  }
}
