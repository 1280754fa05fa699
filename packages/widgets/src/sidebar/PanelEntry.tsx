import type { SidebarItem } from '@motorpool/api';
import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icon/Icon';
import { Tooltip } from '../ui/tooltip/Tooltip';
import { usePopup } from './popup';
import * as styles from './Sidebar.css';
import { HELPDESK_ITEM_KEY, USER_MANUAL_ITEM_KEY, type SidebarPlacement } from './sidebar-rules';
import * as barStyles from './TopMenuBar.css';

export type PanelEntryProps = {
  label: string;
  icon: IconName;
  collapsed: boolean;
  /** In the top menu bar the button is an icon with a tip, and the panel opens under it. */
  placement?: SidebarPlacement;
  children: ReactNode;
};

/** A help item that opens a panel beside the sidebar, or under the top bar (spec §2 "two help panels"). */
export function PanelEntry({ label, icon, collapsed, placement = 'side', children }: PanelEntryProps) {
  const id = useId();
  const { open, setOpen, rootRef, buttonRef, rootProps } = usePopup<HTMLLIElement>(true);
  const top = placement === 'top';
  const iconOnly = collapsed || top;
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={top ? barStyles.controlIconOnly : styles.entryControl[collapsed ? 'collapsed' : 'expanded']}
      aria-expanded={open}
      aria-controls={open ? `${id}-panel` : undefined}
      onClick={() => setOpen(!open)}
    >
      <Icon name={icon} className={styles.entryIcon} />
      <span className={iconOnly ? styles.visuallyHidden : styles.entryLabel}>{label}</span>
    </button>
  );
  return (
    <li className={top ? barStyles.item : styles.entry} ref={rootRef} {...rootProps}>
      {iconOnly ? (
        <Tooltip text={label} placement={top ? 'bottom' : 'right'} hidden={open} describes={false} className={styles.fill}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <section id={`${id}-panel`} className={top ? barStyles.panel : styles.panel} aria-labelledby={`${id}-heading`} data-popup>
          <h2 id={`${id}-heading`} className={styles.panelHeading}>
            {label}
          </h2>
          {children}
        </section>
      )}
    </li>
  );
}

export type HelpEntriesProps = {
  /** The bottom group the server sent. */
  items: readonly SidebarItem[];
  helpDesk: HelpDesk | null | undefined;
  userManualUrl: string | null | undefined;
  collapsed: boolean;
  placement: SidebarPlacement;
  /** Draws a bottom-group item that is not a help item. */
  renderItem: (item: SidebarItem) => ReactNode;
};

export const hasHelpEntries = ({ items, helpDesk, userManualUrl }: Pick<HelpEntriesProps, 'items' | 'helpDesk' | 'userManualUrl'>) =>
  items.length > 0 || Boolean(helpDesk) || Boolean(userManualUrl);

/**
 * The bottom group: the server places the help items (and decides who sees
 * the User Manual), each opening its panel; without them the data alone
 * shows the panels.
 */
export function HelpEntries({ items, helpDesk, userManualUrl, collapsed, placement, renderItem }: HelpEntriesProps) {
  const helpDeskPanel = (label: string) => (
    <PanelEntry key={HELPDESK_ITEM_KEY} label={label} icon="help" collapsed={collapsed} placement={placement}>
      <HelpDeskDetails helpDesk={helpDesk ?? { phone: null, email: null, message: null }} />
    </PanelEntry>
  );
  const userManualPanel = (label: string) => (
    <PanelEntry key={USER_MANUAL_ITEM_KEY} label={label} icon="manual" collapsed={collapsed} placement={placement}>
      {userManualUrl ? <UserManualDetails url={userManualUrl} /> : <p className={styles.panelText}>The user manual is not available yet.</p>}
    </PanelEntry>
  );
  return (
    <>
      {items.map((item) =>
        item.key === HELPDESK_ITEM_KEY ? helpDeskPanel(item.label) : item.key === USER_MANUAL_ITEM_KEY ? userManualPanel(item.label) : renderItem(item),
      )}
      {helpDesk && !items.some((item) => item.key === HELPDESK_ITEM_KEY) && helpDeskPanel('Helpdesk Information')}
      {userManualUrl && !items.some((item) => item.key === USER_MANUAL_ITEM_KEY) && userManualPanel('User Manual')}
    </>
  );
}

export type HelpDesk = { phone: string | null; email: string | null; message: string | null };

export function HelpDeskDetails({ helpDesk }: { helpDesk: HelpDesk }) {
  const { phone, email, message } = helpDesk;
  if (!phone && !email && !message) return <p className={styles.panelText}>No helpdesk details are available.</p>;
  return (
    <>
      {message && <p className={styles.panelText}>{message}</p>}
      <dl className={styles.details}>
        {phone && (
          <>
            <dt className={styles.detailTerm}>Phone</dt>
            <dd className={styles.detailValue}>
              <a className={styles.panelLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </dd>
          </>
        )}
        {email && (
          <>
            <dt className={styles.detailTerm}>Email</dt>
            <dd className={styles.detailValue}>
              <a className={styles.panelLink} href={`mailto:${email}`}>
                {email}
              </a>
            </dd>
          </>
        )}
      </dl>
    </>
  );
}

export function UserManualDetails({ url }: { url: string }) {
  return (
    <>
      <p className={styles.panelText}>Step-by-step guides for bookings, vehicles and your account.</p>
      <a className={styles.panelLink} href={url} target="_blank" rel="noopener noreferrer">
        Open the User Manual
      </a>
    </>
  );
}
