import { ConnectedRegistrationRequests } from '@motorpool/widgets';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from './RegistrationRequestPage.css';

/**
 * `/registration-request`: drivers who signed up and wait for approval, for
 * the approvers of the organisation's USER_SIGNUP_APPROVER setting (spec §2,
 * §6); the server refuses everyone else and the widget shows why. The widget
 * announces each acceptance itself, so the portal adds no toast.
 */
export function RegistrationRequestPage() {
  const config = usePortalConfig();
  return (
    <>
      <PageTitle>Registration Requests</PageTitle>
      <h1 className={styles.heading}>Registration Requests</h1>
      <ConnectedRegistrationRequests heading="New Registration Requests" theme={brandTheme(config)} />
    </>
  );
}
