import { messages } from '@motorpool/api';
import { ConnectedSignIn } from '@motorpool/widgets';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFinishSignIn, type FinishSignInOptions } from '../../auth/finish-sign-in';
import type { ReturnState } from '../../auth/ProtectedRoute';
import { Notice } from '../../components/notice/Notice';
import { carriedSearch, useCarriedSearch } from '../../embed';
import { AppHandoff } from '../../mobile-app/AppHandoff';
import { mobilePlatform } from '../../mobile-app/mobile-app';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import type { OtpSubmitState } from '../otp-submit/otp-submit-state';
import { readLoginQuery } from './login-query';
import { TokenSignIn } from './TokenSignIn';

/**
 * `/` and `/login`: the sign-in widget in the brand's screen, plus the query
 * parameters of spec §2/§4 (see docs/portal-routes.md): a token link signs in
 * without a password (or hands over to the mobile app), a failed sign-in
 * elsewhere shows its error, a driver who just registered gets a note.
 */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = useCarriedSearch();
  const query = readLoginQuery(location.search);
  const from = (location.state as ReturnState | null)?.from ?? null;
  const [stayInBrowser, setStayInBrowser] = useState(false);

  if (query.token) {
    const platform = mobilePlatform(navigator.userAgent);
    if (platform && !query.tokenLogin && !stayInBrowser) {
      return <AppHandoff platform={platform} token={query.token} organisation={query.organisation} onStayInBrowser={() => setStayInBrowser(true)} />;
    }
    return (
      <TokenSignIn
        token={query.token}
        organisation={query.organisation}
        finishOptions={{ from, fromDomainRedirect: query.fromDomainRedirect }}
        onFailed={() => {
          // The failure takes the form of spec §4's `access_token=none` (standard wording), which also drops the token from the address.
          const failed = new URLSearchParams(carriedSearch(location.search));
          failed.set('access_token', 'none');
          navigate({ pathname: '/login', search: `?${failed.toString()}` }, { replace: true });
        }}
      />
    );
  }

  return (
    <>
      <PageTitle>Sign in</PageTitle>
      {query.driverRegistration ? (
        <Notice tone="success" heading={messages.signUp.thankYou}>
          {query.driverRegistration.autoApproved ? messages.signUp.autoApproved : messages.signUp.pendingApproval}
        </Notice>
      ) : null}
      {query.tokenError ? <Notice tone="error">{query.tokenError}</Notice> : null}
      <SignInForm
        onTwoFactorRequired={(email) => {
          const state: OtpSubmitState = { email, from };
          navigate({ pathname: '/otp-submit', search }, { state });
        }}
        finishOptions={{ from, fromDomainRedirect: query.fromDomainRedirect }}
      />
    </>
  );
}

type SignInFormProps = {
  onTwoFactorRequired: (email: string) => void;
  finishOptions: FinishSignInOptions;
};

/** The sign-in widget with this host's settings. */
function SignInForm({ onTwoFactorRequired, finishOptions }: SignInFormProps) {
  const config = usePortalConfig();
  const finishSignIn = useFinishSignIn();
  const onNavigate = useWidgetNavigate();
  return (
    <ConnectedSignIn
      theme={brandTheme(config)}
      registrationEnabled={config.registration_enabled}
      rememberMeDays={config.remember_me_days}
      ssoUrl={config.sso_url}
      privacyPolicyUrl={config.privacy_policy_url}
      onNavigate={onNavigate}
      onSignedIn={(profile) => finishSignIn(profile, finishOptions)}
      onTwoFactorRequired={onTwoFactorRequired}
    />
  );
}
