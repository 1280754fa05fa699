import { ConnectedForgotPassword } from '@motorpool/widgets';
import { useEmailLink } from '../../navigation/email-link';
import { PageTitle } from '../../PageTitle';

/**
 * `/forgot-password` (spec §2, §4): request a reset link, or with `?token=`
 * from that link, set the new password. `?email=` pre-fills the request. A
 * saved password is toasted and the person signs in again.
 */
export function ForgotPasswordPage() {
  const { query, config, linkProps, signInAgain } = useEmailLink();

  return (
    <>
      <PageTitle>{linkProps.token ? 'Set a new password' : 'Forgot password'}</PageTitle>
      <ConnectedForgotPassword
        {...linkProps}
        email={query.get('email') ?? undefined}
        passwordRecovery={config.password_recovery}
        onPasswordReset={signInAgain}
      />
    </>
  );
}
