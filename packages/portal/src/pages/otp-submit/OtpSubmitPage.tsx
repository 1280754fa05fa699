import { ConnectedTwoFactorCode } from '@motorpool/widgets';
import { Navigate, useLocation } from 'react-router';
import { useFinishSignIn } from '../../auth/finish-sign-in';
import { useCarriedSearch } from '../../embed';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { readOtpSubmitState } from './otp-submit-state';

/**
 * `/otp-submit`: the code of a two-factor sign-in (spec §2, §4). The email
 * comes in navigation state from the login page; without it there is nothing
 * to finish, so back to /login.
 */
export function OtpSubmitPage() {
  const location = useLocation();
  const search = useCarriedSearch();
  const config = usePortalConfig();
  const finishSignIn = useFinishSignIn();
  const onNavigate = useWidgetNavigate();
  const state = readOtpSubmitState(location.state);

  if (!state) return <Navigate to={{ pathname: '/login', search }} replace />;
  return (
    <>
      <PageTitle>Enter your sign-in code</PageTitle>
      <ConnectedTwoFactorCode
        email={state.email}
        registrationEnabled={config.registration_enabled}
        theme={brandTheme(config)}
        onNavigate={onNavigate}
        onSignedIn={(profile) => finishSignIn(profile, { from: state.from })}
      />
    </>
  );
}
