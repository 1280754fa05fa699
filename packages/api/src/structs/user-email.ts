import { define, type Struct } from 'superstruct';
import { messages } from '../messages';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH } from './fields';

/**
 * The user form's email (spec §5): 'Too Short', 'Too Long', 'Invalid Email'
 * without the sign-in form's '!'. A module of its own: other forms (general
 * settings' help desk) check an email this way without the user form's structs.
 */
export const userEmail: Struct<string, null> = define<string>('userEmail', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return messages.email.required;
  const trimmed = value.trim();
  if (trimmed.length < EMAIL_MIN_LENGTH) return messages.userForm.emailTooShort;
  if (trimmed.length > EMAIL_MAX_LENGTH) return messages.userForm.emailTooLong;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) || messages.userForm.emailInvalid;
});
