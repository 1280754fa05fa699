import { boolean, nullable, object, string, type, type Infer } from 'superstruct';
import { presentedPassword } from './fields';

/**
 * `GET accounts/user/two-factor/`: whether the person's sign-in asks for an
 * emailed code, and the organisation (one of theirs) that requires it, which
 * keeps them from turning it off.
 */
export const TwoFactorStatus = type({
  enabled: boolean(),
  required_by: nullable(string()),
});
export type TwoFactorStatus = Infer<typeof TwoFactorStatus>;

/** `POST accounts/user/two-factor/disable/`: turning it off takes the current password. */
export const TwoFactorDisableRequest = object({ password: presentedPassword });
export type TwoFactorDisableRequest = Infer<typeof TwoFactorDisableRequest>;

/** `GET/PUT organisations/two-factor-policy/`: whether every member signs in with a code as well. */
export const TwoFactorPolicy = object({ required: boolean() });
export type TwoFactorPolicy = Infer<typeof TwoFactorPolicy>;
