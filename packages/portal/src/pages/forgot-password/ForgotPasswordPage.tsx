import { ConnectedForgotPassword, toast } from '@motorpool/widgets';
import { useNavigate, useSearchParams } from 'react-router';
import { useCarriedSearch } from '../../embed';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/forgot-password` (spec §2, §4): request a reset link, or with `?token=`
 * from that link, set the new password. `?email=` pre-fills the request. A
 * saved password is toasted and the person signs in again.
 */
export function ForgotPasswordPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const search = useCarriedSearch();
  const config = usePortalConfig();
  const onNavigate = useWidgetNavigate();

  return (
    <>
      <PageTitle>{query.get('token') ? 'Set a new password' : 'Forgot password'}</PageTitle>
      <ConnectedForgotPassword
        token={query.get('token') || null}
        email={query.get('email') ?? undefined}
        passwordRecovery={config.password_recovery}
        theme={brandTheme(config)}
        onNavigate={onNavigate}
        onPasswordReset={(message) => {
          toast.success(message);
          navigate({ pathname: '/login', search }, { replace: true });
        }}
      />
    </>
  );
}
