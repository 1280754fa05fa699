import { describe, expect, it } from 'vitest';
import { LoginRequest, newPassword, newPasswordMessages } from './structs/accounts';
import { validateWith } from './validation';
import { isAskFieldRequired } from './structs/registration';
import { messages } from './messages';

describe('request structs', () => {
  it('name each failing field with the catalogue message and refuse unknown fields', () => {
    const result = validateWith(LoginRequest, { email: 'x', password: '', extra: 1 });
    expect(result).toEqual({
      ok: false,
      rootMessage: null,
      fields: { email: messages.email.tooShort, password: messages.password.required, extra: messages.field.unknown },
    });
  });

  it.each([
    ['', newPasswordMessages.required],
    ['Ab1!', newPasswordMessages.weak],
    ['abcdef1!', newPasswordMessages.weak],
    ['ABCDEF1!', newPasswordMessages.weak],
    ['Abcdefg!', newPasswordMessages.weak],
    ['Abcdefg1', newPasswordMessages.weak],
    [`Ab1!${'x'.repeat(47)}`, newPasswordMessages.tooLong],
  ])('rejects the new password %j with its message', (value, message) => {
    expect(validateWith(newPassword, value)).toMatchObject({ ok: false, rootMessage: message });
  });

  it('accepts a strong new password', () => {
    expect(validateWith(newPassword, 'Demo@12345')).toEqual({ ok: true, value: 'Demo@12345' });
  });
});

describe('isAskFieldRequired', () => {
  it.each([
    [undefined, true],
    [null, true],
    [true, true],
    ['True', true],
    [false, false],
    ['False', false],
    ['optional', false],
  ])('reads visibility %j as required: %j', (visibility, required) => {
    expect(isAskFieldRequired({ visibility })).toBe(required);
  });
});
