import type { OrganisationSummary, Profile, SidebarItem } from '@motorpool/api';
import { useId, useState } from 'react';
import type { Logo } from '../private/account-form/AccountPanel';
import { Icon } from '../private/icons/Icon';
import { NavLink, type NavigateTo } from '../private/navigation/NavLink';
import { Tooltip } from '../private/tooltip/Tooltip';
import type { ThemeName } from '../theme/theme-names';
import { HelpDeskDetails, PanelEntry, UserManualDetails, type HelpDesk } from './PanelEntry';
import * as styles from './Sidebar.css';
import { SidebarEntry, SidebarGroupEntry } from './SidebarEntry';
import { activeItemKey, containsKey, HELPDESK_ITEM_KEY, splitLeftGroup, USER_MANUAL_ITEM_KEY } from './sidebar-rules';
import { UserMenu } from './UserMenu';

export const SIDEBAR_STATUSES = ['loading', 'ready', 'error'] as const;
export type SidebarStatus = (typeof SIDEBAR_STATUSES)[number];

/** What the last switch came to (spec §8 "Switching"), shown until dismissed. */
export type SwitchNotice = { tone: 'success' | 'error'; message: string };

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
 * The portal's left navigation (spec §2), without any HTTP: logo, the left
 * group (8 items, the rest under 'More'), the bottom group with the
 * Helpdesk Information and User Manual panels, and the user drop menu with
 * organisation, hub and branch switching. 256 px wide, 58 px collapsed.
 */
export function Sidebar({
  status,
  items = [],
  error,
  onRetry,
  profile,
  logo,
  logoUrl,
  helpDesk,
  userManualUrl,
  currentPath,
  collapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  onNavigate,
  organisationOptions = [],
  onSwitchOrganisation,
  onSwitchHub,
  onSwitchBranch,
  switching = false,
  notice,
  onDismissNotice,
  theme,
}: SidebarProps) {
  const id = useId();
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const isCollapsed = collapsed ?? ownCollapsed;
  const toggle = () => {
    setOwnCollapsed(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  };

  const toggleLabel = isCollapsed ? 'Expand sidebar' : 'Collapse sidebar';

  const left = items.filter((item) => item.group === 'left');
  const bottom = items.filter((item) => item.group === 'bottom');
  const { visible, more } = splitLeftGroup(left);
  const activeKey = activeItemKey(items, currentPath);
  const organisationName = profile?.current_organisation?.name ?? 'Motorpool';
  const entry = (item: SidebarItem) => (
    <SidebarEntry key={item.key} item={item} activeKey={activeKey} collapsed={isCollapsed} onNavigate={onNavigate} />
  );

  // The server places the help items (and decides who sees the User Manual); without them, the data alone shows the panels.
  const helpDeskPanel = (label: string) => (
    <PanelEntry key={HELPDESK_ITEM_KEY} label={label} icon="help" collapsed={isCollapsed}>
      <HelpDeskDetails helpDesk={helpDesk ?? { phone: null, email: null, message: null }} />
    </PanelEntry>
  );
  const userManualPanel = (label: string) => (
    <PanelEntry key={USER_MANUAL_ITEM_KEY} label={label} icon="manual" collapsed={isCollapsed}>
      {userManualUrl ? <UserManualDetails url={userManualUrl} /> : <p className={styles.panelText}>The user manual is not available yet.</p>}
    </PanelEntry>
  );

  const logoContent = logo ? (
    <img src={logo.src} alt={logo.alt} className={isCollapsed ? styles.logoImageCollapsed : styles.logoImage} />
  ) : isCollapsed ? (
    <Icon name={null} fallback={organisationName} size={34} />
  ) : (
    <span className={styles.logoText}>{organisationName}</span>
  );

  return (
    <nav
      id={id}
      className={styles.root[isCollapsed ? 'collapsed' : 'expanded']}
      data-motorpool-theme={theme}
      data-collapsed={isCollapsed}
      aria-label="Main"
      aria-busy={status === 'loading' || undefined}
    >
      <div className={isCollapsed ? styles.headerCollapsed : styles.header}>
        {logoUrl ? (
          <NavLink href={logoUrl} onNavigate={onNavigate} className={styles.logoLink} aria-label={logo ? undefined : `${organisationName} home`}>
            {logoContent}
          </NavLink>
        ) : (
          <span className={styles.logoLink}>{logoContent}</span>
        )}
        <Tooltip text={toggleLabel} placement={isCollapsed ? 'right' : 'bottom'} describes={false}>
          <button
            type="button"
            className={styles.toggle}
            aria-label={toggleLabel}
            aria-expanded={!isCollapsed}
            aria-controls={id}
            onClick={toggle}
          >
            <Icon name={isCollapsed ? 'expand' : 'collapse'} size={18} />
          </button>
        </Tooltip>
      </div>

      {notice && (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`${styles.notice[notice.tone]} ${isCollapsed ? styles.noticeFloating : ''}`}
        >
          <div className={styles.noticeRow}>
            <p className={styles.noticeText}>{notice.message}</p>
            {onDismissNotice && (
              <button type="button" className={styles.noticeClose} aria-label="Dismiss" onClick={onDismissNotice}>
                <Icon name="close" size={14} />
              </button>
            )}
          </div>
        </div>
      )}

      {status === 'loading' && (
        <div className={styles.groups}>
          <span role="status" className={styles.visuallyHidden}>
            Loading menu…
          </span>
          {Array.from({ length: 7 }, (_, index) => (
            <div key={index} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      )}

      {status === 'error' && (
        <div role="alert" className={`${styles.notice.error} ${isCollapsed ? styles.noticeFloating : ''}`}>
          <p className={styles.noticeText}>{error || 'The menu could not be loaded.'}</p>
          {onRetry && (
            <button type="button" className={styles.retry} onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      )}

      {status === 'ready' && (
        <div className={styles.groups}>
          <ul className={styles.leftGroup[isCollapsed ? 'collapsed' : 'expanded']} aria-label="Menu">
            {visible.map(entry)}
            {more.length > 0 && (
              <SidebarGroupEntry
                label="More"
                icon="more"
                iconOnly={isCollapsed}
                defaultOpen={more.some((item) => containsKey(item, activeKey))}
              >
                {more.map((item) => (
                  <SidebarEntry key={item.key} item={item} activeKey={activeKey} collapsed={isCollapsed} onNavigate={onNavigate} nested />
                ))}
              </SidebarGroupEntry>
            )}
          </ul>
          {(bottom.length > 0 || helpDesk || userManualUrl) && (
            <ul className={styles.bottomGroup} aria-label="Help">
              {bottom.map((item) =>
                item.key === HELPDESK_ITEM_KEY ? (
                  helpDeskPanel(item.label)
                ) : item.key === USER_MANUAL_ITEM_KEY ? (
                  userManualPanel(item.label)
                ) : (
                  entry(item)
                ),
              )}
              {helpDesk && !bottom.some((item) => item.key === HELPDESK_ITEM_KEY) && helpDeskPanel('Helpdesk Information')}
              {userManualUrl && !bottom.some((item) => item.key === USER_MANUAL_ITEM_KEY) && userManualPanel('User Manual')}
            </ul>
          )}
        </div>
      )}

      {profile && (
        <UserMenu
          profile={profile}
          collapsed={isCollapsed}
          organisationOptions={organisationOptions}
          onSwitchOrganisation={onSwitchOrganisation}
          onSwitchHub={onSwitchHub}
          onSwitchBranch={onSwitchBranch}
          switching={switching}
          onNavigate={onNavigate}
        />
      )}
    </nav>
  );
}
