import { messages } from '@motorpool/api';

/**
 * The query parameters the login page reads (spec §2, §4; documented in
 * docs/portal-routes.md).
 */
export type LoginQuery = {
  /** `access_token` (or `oAuthToken`, which means the same): sign in with this token instead of a password. */
  token: string | null;
  /** Set when a sign-in elsewhere failed (`access_token=none`): `error`, or the standard wording. */
  tokenError: string | null;
  /** `orgId`: the organisation to sign into. */
  organisation: number | null;
  /** `tokenLogin=yes`: the token is for this browser; a phone signs in here instead of handing over to the app. */
  tokenLogin: boolean;
  /** `redirectDomain=yes`: the visitor comes from the sub-domain redirect, so this domain must not redirect again. */
  fromDomainRedirect: boolean;
  /** `driverRegister=yes` with `autoApproval=yes|no`: a driver just registered (spec §4 Sign-up). */
  driverRegistration: { autoApproved: boolean } | null;
};

/** The value of `access_token` that reports a failed sign-in instead of carrying a token. */
const NO_TOKEN = 'none';

export function readLoginQuery(search: string): LoginQuery {
  const query = new URLSearchParams(search);
  const accessToken = query.get('access_token')?.trim() || null;
  const oAuthToken = query.get('oAuthToken')?.trim() || null;
  const offered = accessToken ?? oAuthToken;
  const failed = offered === NO_TOKEN;
  const organisation = Number(query.get('orgId'));
  return {
    token: offered && !failed ? offered : null,
    tokenError: failed ? query.get('error')?.trim() || messages.login.accessTokenFailure : null,
    organisation: Number.isInteger(organisation) && organisation > 0 ? organisation : null,
    tokenLogin: query.get('tokenLogin') === 'yes',
    fromDomainRedirect: query.get('redirectDomain') === 'yes',
    driverRegistration: query.get('driverRegister') === 'yes' ? { autoApproved: query.get('autoApproval') === 'yes' } : null,
  };
}

/** Where a registered driver is sent: the login page with the note of spec §4 Sign-up. */
export function afterRegistrationSearch(autoApproved: boolean): string {
  return `?${new URLSearchParams({ driverRegister: 'yes', autoApproval: autoApproved ? 'yes' : 'no' }).toString()}`;
}
