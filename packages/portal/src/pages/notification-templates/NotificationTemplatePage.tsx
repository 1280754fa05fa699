import { callerOfProfile, isMessageCode, MESSAGE_KINDS, mayEditNotificationTemplates } from '@motorpool/api';
import { ConnectedNotificationTemplateEditor } from '@motorpool/widgets';
import { useParams } from 'react-router';
import { PermissionDenied } from '../../auth/PermissionDenied';
import { useProfile } from '../../auth/profile';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * `/notification-templates/{code}` (spec §2, permission
 * notification-templates_update): one message's template, its preview, and
 * Restore default. A code the product does not send is no page.
 */
export function NotificationTemplatePage() {
  const code = useParams().id;
  const caller = callerOfProfile(useProfile());
  const config = usePortalConfig();
  const navigate = useWidgetNavigate();
  if (!mayEditNotificationTemplates(caller)) return <PermissionDenied />;
  if (!isMessageCode(code)) return <NotFoundPage />;
  return (
    <>
      <PageTitle>{`${MESSAGE_KINDS[code].label} template`}</PageTitle>
      <PageHeading crumbText={{ id: MESSAGE_KINDS[code].label }} />
      <ConnectedNotificationTemplateEditor code={code} readOnly={false} backHref="/notification-templates" onNavigate={navigate} theme={brandTheme(config)} />
    </>
  );
}
