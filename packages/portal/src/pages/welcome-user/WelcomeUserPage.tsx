import { ConnectedAccountActivation, toast } from '@motorpool/widgets';
import { useNavigate, useSearchParams } from 'react-router';
import { useCarriedSearch } from '../../embed';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/welcome-user?token=`: activates the account from its welcome email (spec
 * §2; the password set-up shows on branded hosts, or whenever the account has
 * no password yet). Then a toast and sign-in.
 */
export function WelcomeUserPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const search = useCarriedSearch();
  const config = usePortalConfig();
  const onNavigate = useWidgetNavigate();

  return (
    <>
      <PageTitle>Activate your account</PageTitle>
      <ConnectedAccountActivation
        token={query.get('token') || null}
        brand={config.brand}
        theme={brandTheme(config)}
        onNavigate={onNavigate}
        onActivated={(message) => {
          toast.success(message);
          navigate({ pathname: '/login', search }, { replace: true });
        }}
      />
    </>
  );
}
