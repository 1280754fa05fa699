import { callerOfProfile, mayEditNotificationTemplates, mayReadNotificationTemplates } from '@motorpool/api';
import { ConnectedNotificationTemplates } from '@motorpool/widgets';
import { PermissionDenied } from '../../auth/PermissionDenied';
import { useProfile } from '../../auth/profile';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { usePreferences } from '../../preferences/preferences';

export const templatePath = (code: string) => `/notification-templates/${encodeURIComponent(code)}`;

/**
 * `/notification-templates` (spec §2, issue 18): every message the
 * organisation sends and whether it sends its own wording. Those who run the
 * settings read it; only those who may edit the templates (the editor's
 * permission) get links to open them.
 */
export function NotificationTemplatesPage() {
  const caller = callerOfProfile(useProfile());
  const config = usePortalConfig();
  const { dateFormat } = usePreferences();
  const navigate = useWidgetNavigate();
  if (!mayReadNotificationTemplates(caller)) return <PermissionDenied />;
  return (
    <>
      <PageTitle>Notification Templates</PageTitle>
      <PageHeading />
      <ConnectedNotificationTemplates
        templateHref={mayEditNotificationTemplates(caller) ? templatePath : undefined}
        onNavigate={navigate}
        dateFormat={dateFormat}
        theme={brandTheme(config)}
      />
    </>
  );
}
