import { messages } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { afterRegistrationSearch, readLoginQuery } from './login-query';

describe('readLoginQuery', () => {
  it('reads nothing from a plain login address', () => {
    expect(readLoginQuery('')).toEqual({
      token: null,
      tokenError: null,
      organisation: null,
      tokenLogin: false,
      fromDomainRedirect: false,
      driverRegistration: null,
    });
  });

  it('takes access_token, or oAuthToken in its place, with orgId', () => {
    expect(readLoginQuery('?access_token=abc&orgId=2')).toMatchObject({ token: 'abc', organisation: 2 });
    expect(readLoginQuery('?oAuthToken=xyz')).toMatchObject({ token: 'xyz', organisation: null });
    expect(readLoginQuery('?access_token=abc&oAuthToken=xyz').token).toBe('abc');
  });

  it('ignores an orgId that is not a primary key', () => {
    for (const orgId of ['0', '-3', '1.5', 'demo', '']) {
      expect(readLoginQuery(`?orgId=${orgId}`).organisation).toBeNull();
    }
  });

  it('turns access_token=none into the error text, or the standard wording without one', () => {
    expect(readLoginQuery('?access_token=none&error=Your%20SSO%20account%20is%20locked')).toMatchObject({
      token: null,
      tokenError: 'Your SSO account is locked',
    });
    expect(readLoginQuery('?access_token=none').tokenError).toBe(messages.login.accessTokenFailure);
    expect(readLoginQuery('?access_token=none&error=').tokenError).toBe('Unable to Sign in, please try again!');
  });

  it('reads the yes-flags only when they say yes', () => {
    expect(readLoginQuery('?tokenLogin=yes&redirectDomain=yes')).toMatchObject({ tokenLogin: true, fromDomainRedirect: true });
    expect(readLoginQuery('?tokenLogin=no&redirectDomain=true')).toMatchObject({ tokenLogin: false, fromDomainRedirect: false });
  });

  it('reads the note after a driver registered, auto-approved or not', () => {
    expect(readLoginQuery('?driverRegister=yes&autoApproval=yes').driverRegistration).toEqual({ autoApproved: true });
    expect(readLoginQuery('?driverRegister=yes&autoApproval=no').driverRegistration).toEqual({ autoApproved: false });
    expect(readLoginQuery('?autoApproval=yes').driverRegistration).toBeNull();
  });

  it('builds the address a registered driver is sent to', () => {
    expect(afterRegistrationSearch(true)).toBe('?driverRegister=yes&autoApproval=yes');
    expect(readLoginQuery(afterRegistrationSearch(false)).driverRegistration).toEqual({ autoApproved: false });
  });
});
