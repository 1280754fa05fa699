import { ConnectedHeadingBar, type ConnectedHeadingBarProps } from '@motorpool/widgets';
import { useParams } from 'react-router';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { useRouteHandle } from '../../routing/route-handle';

type PageHeadingProps = Pick<ConnectedHeadingBarProps, 'onExport' | 'onEmit'> & {
  /** What a `:param` crumb shows instead of the address's value: a record's name rather than its key. */
  crumbText?: Record<string, string>;
};

/**
 * The heading bar of a dashboard page, with the breadcrumbs the route table
 * declares (`:param` crumbs filled from the address) and the permission-item
 * buttons of the page key it names. The page handles its export and emitter
 * buttons.
 */
export function PageHeading({ onExport, onEmit, crumbText }: PageHeadingProps = {}) {
  const { crumbs = [], pageKey = null } = useRouteHandle();
  const navigate = useWidgetNavigate();
  const config = usePortalConfig();
  return (
    <ConnectedHeadingBar
      crumbs={crumbs}
      params={{ ...useParams(), ...crumbText }}
      pageKey={pageKey}
      onNavigate={navigate}
      onExport={onExport}
      onEmit={onEmit}
      theme={brandTheme(config)}
    />
  );
}
