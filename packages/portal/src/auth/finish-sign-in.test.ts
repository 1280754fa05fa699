import { describe, expect, it } from 'vitest';
import { demoFleet, profileOf } from '../test-support/profiles';
import { organisationDomainLogin } from './finish-sign-in';

const here = { host: 'portal.motorpool.test', hostname: 'portal.motorpool.test' };
const onDomain = (domain: string | null) => profileOf({ current_organisation: { ...demoFleet, domain } });

describe('organisationDomainLogin', () => {
  it("sends the person to their organisation's domain with the token when the sub-domain redirect is on", () => {
    const url = organisationDomainLogin(onDomain('demo.motorpool.test'), { token: 't 1', organisation: 1 }, { subdomain_redirect: true }, here);
    expect(url).toBe('https://demo.motorpool.test/login?access_token=t+1&orgId=1&redirectDomain=yes');
  });

  it('stays when the redirect is off, the organisation has no domain, or it is this one', () => {
    const session = { token: 't', organisation: 1 };
    expect(organisationDomainLogin(onDomain('demo.motorpool.test'), session, { subdomain_redirect: false }, here)).toBeNull();
    expect(organisationDomainLogin(onDomain(null), session, { subdomain_redirect: true }, here)).toBeNull();
    expect(organisationDomainLogin(onDomain('Portal.Motorpool.test'), session, { subdomain_redirect: true }, here)).toBeNull();
    expect(organisationDomainLogin(profileOf({ current_organisation: null }), session, { subdomain_redirect: true }, here)).toBeNull();
  });

  it('compares a domain with a port against the host and port', () => {
    const session = { token: 't', organisation: null };
    const local = { host: 'demo.localhost:3000', hostname: 'demo.localhost' };
    expect(organisationDomainLogin(onDomain('demo.localhost:3000'), session, { subdomain_redirect: true }, local)).toBeNull();
    expect(organisationDomainLogin(onDomain('other.localhost:3000'), session, { subdomain_redirect: true }, local)).toBe(
      'https://other.localhost:3000/login?access_token=t&orgId=1&redirectDomain=yes',
    );
  });
});
