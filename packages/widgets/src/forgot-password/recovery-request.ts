import {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  emailAddress,
  messages,
  phoneNumber,
  type PASSWORD_RECOVERY_TYPES,
  type RecoverPasswordRequest,
} from '@motorpool/api';
import { define, is, type, type Struct } from 'superstruct';
import { DEFAULT_PHONE, isPhoneEntered, toE164, type PhoneValue } from '../ui/phone-field/phone';

/** How forgot password asks for the account (portal config `password_recovery`). */
export type PasswordRecovery = (typeof PASSWORD_RECOVERY_TYPES)[number];

/** The request form as typed: the phone split as the phone field keeps it. */
export type RecoveryFormValues = { email: string; phone: PhoneValue };

export const emptyRecoveryForm = (email = ''): RecoveryFormValues => ({ email, phone: DEFAULT_PHONE });

const validPhone = phoneNumber(messages.forgotPassword.phoneInvalid);
const rootValues = (branch: unknown[]) => branch[0] as Partial<RecoveryFormValues> | undefined;

/**
 * Spec §5 Forgot password: the email is required (2–50 characters, a valid
 * address) when no phone is given; a phone, counted from 3 digits, must be
 * valid; at least one of the two. Only the fields the configuration asks for
 * have rules.
 */
export function recoveryRules(recovery: PasswordRecovery): Struct<RecoveryFormValues, unknown> {
  const email = define<string>('recoveryEmail', (value, context) => {
    if (recovery === 'phone') return true;
    const typed = typeof value === 'string' ? value.trim() : '';
    if (typed === '') {
      if (recovery === 'email') return messages.forgotPassword.emailRequired;
      return isPhoneEntered(rootValues(context.branch)?.phone) || messages.forgotPassword.emailOrPhone;
    }
    if (typed.length < EMAIL_MIN_LENGTH) return messages.forgotPassword.emailTooShort;
    if (typed.length > EMAIL_MAX_LENGTH) return messages.forgotPassword.emailTooLong;
    return is(typed, emailAddress) || messages.forgotPassword.emailInvalid;
  });
  const phone = define<PhoneValue>('recoveryPhone', (value) => {
    if (recovery === 'email') return true;
    const phoneValue = value as PhoneValue | undefined;
    if (!isPhoneEntered(phoneValue)) return recovery === 'phone' ? messages.driverDetails.phoneRequired : true;
    return is(toE164(phoneValue), validPhone) || messages.forgotPassword.phoneInvalid;
  });
  return type({ email, phone }) as unknown as Struct<RecoveryFormValues, unknown>;
}

/** The body of `POST user/recover-password/`: only what was asked for and given; the phone with its `+` (spec §3). */
export function toRecoverPasswordRequest(values: RecoveryFormValues, recovery: PasswordRecovery): RecoverPasswordRequest {
  const body: RecoverPasswordRequest = {};
  const email = values.email.trim();
  if (recovery !== 'phone' && email !== '') body.email = email;
  // Spec §5: the phone is sent only once it counts as entered.
  if (recovery !== 'email' && isPhoneEntered(values.phone)) body.phone = toE164(values.phone);
  return body;
}
