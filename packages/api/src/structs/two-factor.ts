import { boolean, nullable, object, string, type, type Infer } from 'superstruct';
import { presentedPassword } from './fields';

/** What turning two-step sign-in on and off says; beside its structs, so the messages every widget carries stay as they were. */
export const twoFactorMessages = {
  setupSent: 'A 6-digit code has been sent to your email. Enter it to turn on two-step sign-in.',
  setupFailure: 'The code is invalid or has expired. Send a new code and try again.',
  enabled: 'Two-step sign-in is on: each sign-in asks for a code sent to your email.',
  disabled: 'Two-step sign-in is off.',
  alreadyEnabled: 'Two-step sign-in is already on.',
  requiredBy: (organisation: string) => `${organisation} requires two-step sign-in, so it cannot be turned off.`,
} as const;

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
