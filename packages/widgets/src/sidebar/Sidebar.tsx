import type { OrganisationSummary, Profile, SidebarItem } from '@motorpool/api';
import { useId, useState } from 'react';
import type { Logo } from '../ui/form/AccountPanel';
import { Icon } from '../ui/icon/Icon';
import type { NavigateTo } from '../element/navigation/NavLink';
import { Tooltip } from '../ui/tooltip/Tooltip';
import type { ThemeName } from '../theme/theme-names';
import { hasHelpEntries, HelpEntries, type HelpDesk } from './PanelEntry';
import * as styles from './Sidebar.css';
import { SidebarEntry, SidebarGroupEntry } from './SidebarEntry';
import { MenuLoadFailure, MenuLoading, SidebarLogo, SwitchNoticeBanner, type SwitchNotice } from './SidebarParts';
import { containsKey, menuGroups, splitLeftGroup, type SidebarPlacement } from './sidebar-rules';
import { TopMenuBar } from './TopMenuBar';
import { SidebarUserMenu } from './UserMenu';

export const SIDEBAR_STATUSES = ['loading', 'ready', 'error'] as const;
export type SidebarStatus = (typeof SIDEBAR_STATUSES)[number];

export type { SwitchNotice } from './SidebarParts';

export type SidebarProps = {
  status: SidebarStatus;
  /** The items the server allows the caller (`getSidebarItems().results`), laid out by `group`. */
  items?: readonly SidebarItem[];
  /** Why the menu could not be loaded (the server's title); shown with 'Try again' when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** The signed-in user; without it there is no user menu. */
  profile?: Profile | null;
  /** The organisation's logo; the organisation's name stands in without one. */
  logo?: Logo | null;
  /** Where the logo goes (`logo_url`; the server applies the spec §2 rule). */
  logoUrl?: string | null;
  /** The Helpdesk Information panel; absent or null hides it. */
  helpDesk?: HelpDesk | null;
  /** The User Manual panel links here; absent or null hides it. */
  userManualUrl?: string | null;
  /** The page shown now; the item for it (or its nearest parent page) is marked `aria-current="page"`. */
  currentPath?: string;
  /**
   * `side` (the default): the left sidebar. `top`: the same menu as a bar
   * across the page, for a host that places it under its header; there is
   * nothing to collapse, so the collapse props do not apply.
   */
  placement?: SidebarPlacement;
  /** Controlled collapsed state; leave undefined to let the sidebar keep its own. */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Follows links in the host's router; a plain page load without it (or when it returns `false`). */
  onNavigate?: NavigateTo;
  /** Organisations a system admin may switch to (`getOrganisationOptions().results`). */
  organisationOptions?: readonly OrganisationSummary[];
  /** Shows 'Switch Organisation' to system admins. */
  onSwitchOrganisation?: (pk: number) => void;
  /** Shows 'Switch Hub' to hub managers and HubBranch users with additional hubs. */
  onSwitchHub?: (pk: number) => void;
  /** Shows 'Switch Branch' to CustomFleet branch managers with additional branches. */
  onSwitchBranch?: (pk: number) => void;
  /** A switch is under way. */
  switching?: boolean;
  notice?: SwitchNotice | null;
  onDismissNotice?: () => void;
  theme?: ThemeName;
};

/**
 * The portal's navigation (spec §2), without any HTTP: logo, the left group,
 * the help panels and the user drop menu with organisation, hub and branch
 * switching. By default the left sidebar; with `placement="top"` the same
 * items, rules and menus as a bar across the top of the page.
 */
export function Sidebar(props: SidebarProps) {
  return props.placement === 'top' ? <TopMenuBar {...props} /> : <SideMenu {...props} />;
}

/**
 * The left sidebar: the left group (8 items, the rest under 'More'), the
 * bottom group with the Helpdesk Information and User Manual panels, and the
 * user drop menu. 256 px wide, 58 px collapsed.
 */
function SideMenu(props: SidebarProps) {
  const {
    status,
    items = [],
    error,
    onRetry,
    helpDesk,
    userManualUrl,
    currentPath,
    collapsed,
    defaultCollapsed = false,
    onCollapsedChange,
    onNavigate,
  } = props;
  const { notice, onDismissNotice, theme } = props;
  const id = useId();
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const isCollapsed = collapsed ?? ownCollapsed;
  const toggle = () => {
    setOwnCollapsed(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };

  const toggleLabel = isCollapsed ? 'Expand sidebar' : 'Collapse sidebar';

  const { left, bottom, activeKey } = menuGroups(items, currentPath);
  const { visible, more } = splitLeftGroup(left);
  const entry = (item: SidebarItem) => <SidebarEntry key={item.key} item={item} activeKey={activeKey} collapsed={isCollapsed} onNavigate={onNavigate} />;

  return (
    <nav
      id={id}
      part="base"
      className={styles.root[isCollapsed ? 'collapsed' : 'expanded']}
      data-motorpool-theme={theme}
      data-placement="side"
      data-collapsed={isCollapsed}
      aria-label="Main"
      aria-busy={status === 'loading' || undefined}
    >
      <div className={isCollapsed ? styles.headerCollapsed : styles.header}>
        <SidebarLogo sidebar={props} compact={isCollapsed} />
        <Tooltip text={toggleLabel} placement={isCollapsed ? 'right' : 'bottom'} describes={false}>
          <button type="button" className={styles.toggle} aria-label={toggleLabel} aria-expanded={!isCollapsed} aria-controls={id} onClick={toggle}>
            <Icon name={isCollapsed ? 'expand' : 'collapse'} size={18} />
          </button>
        </Tooltip>
      </div>

      {notice && <SwitchNoticeBanner notice={notice} onDismiss={onDismissNotice} className={isCollapsed ? styles.noticeFloating : undefined} />}

      {status === 'loading' && <MenuLoading count={7} className={styles.groups} placeholderClassName={styles.skeleton} />}

      {status === 'error' && (
        <MenuLoadFailure error={error} onRetry={onRetry} className={`${styles.notice.error} ${isCollapsed ? styles.noticeFloating : ''}`} />
      )}

      {status === 'ready' && (
        <div className={styles.groups}>
          <ul className={styles.leftGroup[isCollapsed ? 'collapsed' : 'expanded']} aria-label="Menu">
            {visible.map(entry)}
            {more.length > 0 && (
              <SidebarGroupEntry label="More" icon="more" iconOnly={isCollapsed} containsCurrent={more.some((item) => containsKey(item, activeKey))}>
                {more.map((item) => (
                  <SidebarEntry key={item.key} item={item} activeKey={activeKey} collapsed={isCollapsed} onNavigate={onNavigate} nested />
                ))}
              </SidebarGroupEntry>
            )}
          </ul>
          {hasHelpEntries({ items: bottom, helpDesk, userManualUrl }) && (
            <ul className={styles.bottomGroup} aria-label="Help">
              <HelpEntries items={bottom} helpDesk={helpDesk} userManualUrl={userManualUrl} collapsed={isCollapsed} placement="side" renderItem={entry} />
            </ul>
          )}
        </div>
      )}

      <SidebarUserMenu sidebar={props} collapsed={isCollapsed} />
    </nav>
  );
}
