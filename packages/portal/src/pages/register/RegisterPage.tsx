import { ConnectedSignUp } from '@motorpool/widgets';
import { Link, useNavigate } from 'react-router';
import { useCarriedSearch } from '../../embed';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { afterRegistrationSearch } from '../login/login-query';
import * as styles from './RegisterPage.css';

/**
 * `/register`: driver self sign-up (spec §2, §4), routed only while
 * registration is enabled. After the thank-you dialog the login page shows
 * whether the account is ready to activate or waits for approval.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const search = useCarriedSearch();
  const config = usePortalConfig();

  return (
    <>
      <PageTitle>Register</PageTitle>
      <ConnectedSignUp
        theme={brandTheme(config)}
        onDone={({ isAutoAccepted }) => {
          const next = new URLSearchParams(afterRegistrationSearch(isAutoAccepted));
          for (const [key, value] of new URLSearchParams(search)) next.set(key, value);
          navigate({ pathname: '/login', search: `?${next.toString()}` }, { replace: true });
        }}
      />
      <p className={styles.signIn}>
        Already have an account?{' '}
        <Link className={styles.link} to={{ pathname: '/login', search }}>
          Sign in
        </Link>
      </p>
    </>
  );
}
