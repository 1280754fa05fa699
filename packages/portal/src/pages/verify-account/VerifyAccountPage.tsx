import { ConnectedVerifyAccount, toast } from '@motorpool/widgets';
import { useNavigate } from 'react-router';
import { useCarriedSearch } from '../../embed';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/verify-account` (private, no header; spec §2, §4): the signed-in person
 * verifies the account with the code sent to them. The widget refreshes the
 * profile; the portal toasts and opens the dashboard.
 */
export function VerifyAccountPage() {
  const navigate = useNavigate();
  const search = useCarriedSearch();
  const config = usePortalConfig();
  const onNavigate = useWidgetNavigate();

  return (
    <>
      <PageTitle>Verify your account</PageTitle>
      <ConnectedVerifyAccount
        registerType={config.register_type}
        theme={brandTheme(config)}
        logo={config.logo_url ? { src: config.logo_url, alt: config.title } : null}
        onNavigate={onNavigate}
        onVerified={(message) => {
          toast.success(message);
          navigate({ pathname: '/dashboard', search }, { replace: true });
        }}
      />
    </>
  );
}
