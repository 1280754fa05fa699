import type { PortalConfig, Profile } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { useNavigate, type To } from 'react-router';
import { useCarriedSearch } from '../embed';
import { leavePortal } from '../navigation/leave-portal';
import { usePortalConfig } from '../portal-config/portal-config';

type PageHost = { host: string; hostname: string };

/**
 * Spec §4 Login: with the sub-domain redirect on, a person whose organisation
 * lives on another domain continues there, signed in by the token in the
 * link. Null when they stay on this host.
 */
export function organisationDomainLogin(
  profile: Profile,
  session: { token: string; organisation: number | null },
  config: Pick<PortalConfig, 'subdomain_redirect'>,
  here: PageHost,
): string | null {
  const organisation = profile.current_organisation;
  const domain = organisation?.domain?.trim().toLowerCase();
  if (!config.subdomain_redirect || !organisation || !domain) return null;
  // A domain with a port compares with the host, one without with the host name.
  const current = (domain.includes(':') ? here.host : here.hostname).toLowerCase();
  if (domain === current) return null;
  const query = new URLSearchParams({
    access_token: session.token,
    orgId: String(session.organisation ?? organisation.pk),
    redirectDomain: 'yes',
  });
  return `https://${domain}/login?${query.toString()}`;
}

export type FinishSignInOptions = {
  /** Where the person was going before they were sent to sign in. */
  from?: To | null;
  /** They arrived through the sub-domain redirect: stay here whatever the domains say. */
  fromDomainRedirect?: boolean;
};

/**
 * What happens once the session holds a token and profile, whichever way the
 * person signed in (password, two-factor code, token link, invitation): the
 * organisation's own domain when the sub-domain redirect applies, else the
 * page they were going to, else the dashboard.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const search = useCarriedSearch();
  const config = usePortalConfig();

  return (profile: Profile, { from, fromDomainRedirect = false }: FinishSignInOptions = {}) => {
    const { token, organisation } = sessionStore.getState();
    const elsewhere = token && !fromDomainRedirect ? organisationDomainLogin(profile, { token, organisation }, config, window.location) : null;
    if (elsewhere) {
      leavePortal(elsewhere);
      return;
    }
    navigate(from ?? { pathname: '/dashboard', search }, { replace: true });
  };
}
