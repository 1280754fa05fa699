import { ConnectedAccountActivation } from '@motorpool/widgets';
import { useEmailLink } from '../../navigation/email-link';
import { PageTitle } from '../../PageTitle';

/**
 * `/welcome-user?token=`: activates the account from its welcome email (spec
 * §2; the password set-up shows on branded hosts, or whenever the account has
 * no password yet). Then a toast and sign-in.
 */
export function WelcomeUserPage() {
  const { config, linkProps, signInAgain } = useEmailLink();

  return (
    <>
      <PageTitle>Activate your account</PageTitle>
      <ConnectedAccountActivation {...linkProps} brand={config.brand} onActivated={signInAgain} />
    </>
  );
}
