import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { MessagePanel } from '../../components/message-panel/MessagePanel';
import { useCarriedSearch } from '../../embed';
import { leavePortal } from '../../navigation/leave-portal';
import { PageTitle } from '../../PageTitle';
import { usePortalConfig } from '../../portal-config/portal-config';

/** The configured single sign-on address, with the email when the visitor gave one (spec §7: GET SSO url, query email). */
export function ssoAddress(ssoUrl: string, email: string | null): string {
  const address = new URL(ssoUrl, window.location.href);
  if (email) address.searchParams.set('email', email);
  return address.href;
}

/**
 * `/sso`: where the sign-in widget's "Sign in with SSO" link leads (spec §2),
 * on to the configured single sign-on service, which returns to
 * `/login?access_token=…` (or `access_token=none&error=…`). Without an SSO
 * address there is nothing here, and the visitor is back at sign-in.
 */
export function SsoPage() {
  const { sso_url: ssoUrl } = usePortalConfig();
  const [query] = useSearchParams();
  const search = useCarriedSearch();
  const email = query.get('email');

  useEffect(() => {
    if (ssoUrl) leavePortal(ssoAddress(ssoUrl, email));
  }, [ssoUrl, email]);

  if (!ssoUrl) return <Navigate to={{ pathname: '/login', search }} replace />;
  return (
    <>
      <PageTitle>Single sign-on</PageTitle>
      <MessagePanel heading="Signing in with single sign-on" role="status">
        Taking you to your organisation's sign-in page…
      </MessagePanel>
    </>
  );
}
