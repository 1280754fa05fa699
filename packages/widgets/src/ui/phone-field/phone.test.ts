import { messages } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PHONE, normalisePhone, phoneProblem, toE164 } from './phone';

const au = (number: string) => ({ ...DEFAULT_PHONE, number });

describe('phone rules (spec §5 driver details, §9)', () => {
  it('defaults to Australia, +61', () => {
    expect(DEFAULT_PHONE).toEqual({ dialCode: '61', number: '', countryCode: 'au' });
  });

  it('counts nothing typed as no phone: required only when asked', () => {
    expect(phoneProblem(au(''))).toBeNull();
    expect(phoneProblem(au(''), { required: true })).toBe(messages.driverDetails.phoneRequired);
    expect(phoneProblem(null, { required: true })).toBe(messages.driverDetails.phoneRequired);
    expect(phoneProblem(au('0'), { required: true })).toBe(messages.driverDetails.phoneRequired);
  });

  it('needs 10 to 15 digits, dial code included, once 3 or more are entered', () => {
    expect(phoneProblem(au('4'))).toBe(messages.driverDetails.phoneInvalid);
    expect(phoneProblem(au('4123456'))).toBe(messages.driverDetails.phoneInvalid);
    expect(phoneProblem(au('41234567'))).toBeNull();
    expect(phoneProblem(au('0412 345 678'))).toBeNull();
    expect(phoneProblem(au('4123456789012'))).toBeNull();
    expect(phoneProblem(au('41234567890123'))).toBe(messages.driverDetails.phoneInvalid);
  });

  it('checks the numbering plan too when strict', () => {
    expect(phoneProblem(au('0412 345 678'), { strict: true })).toBeNull();
    expect(phoneProblem(au('0012 345 678'), { strict: true })).toBe(messages.driverDetails.phoneInvalid);
  });

  it('keeps digits only, without the trunk zero', () => {
    expect(normalisePhone({ dialCode: '+64', number: '021 123 4567', countryCode: 'NZ' })).toEqual({
      dialCode: '64',
      number: '211234567',
      countryCode: 'nz',
    });
    expect(toE164(au('0412 345 678'))).toBe('+61412345678');
  });
});
