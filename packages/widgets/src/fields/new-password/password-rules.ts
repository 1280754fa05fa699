import { newPasswordMessages } from '@motorpool/api';
import { define } from 'superstruct';

/** Spec §5 New password, as the help under a new password field. */
export const PASSWORD_RULES = 'Use at least 6 characters, with a lower case and an upper case letter, a number and a special character.';

/**
 * The rule of a Confirm Password field: the same as the password in `field`.
 * It reads the sibling field through superstruct's branch, so the mismatch
 * shows whatever state the password is in.
 */
export function passwordConfirmation<Values>(field: keyof Values & string) {
  return define<string>('passwordConfirmation', (value, context) => {
    const values = context.branch[0] as Partial<Values> | undefined;
    return value === values?.[field] || newPasswordMessages.mismatch;
  });
}
