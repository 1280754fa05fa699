import { useId, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from '../private/icons/Icon';
import { useDismiss } from '../private/popover/use-dismiss';
import { Tooltip } from '../private/tooltip/Tooltip';
import * as styles from './Sidebar.css';

export type PanelEntryProps = {
  label: string;
  icon: IconName;
  collapsed: boolean;
  children: ReactNode;
};

/** A bottom-group item that opens a panel beside the sidebar (spec §2 "two help panels"). */
export function PanelEntry({ label, icon, collapsed, children }: PanelEntryProps) {
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const [open, setOpen] = useState(false);
  useDismiss(open, ref, () => setOpen(false));
  const button = (
    <button
      type="button"
      className={styles.entryControl[collapsed ? 'collapsed' : 'expanded']}
      aria-expanded={open}
      aria-controls={open ? `${id}-panel` : undefined}
      onClick={() => setOpen(!open)}
    >
      <Icon name={icon} className={styles.entryIcon} />
      <span className={collapsed ? styles.visuallyHidden : styles.entryLabel}>{label}</span>
    </button>
  );
  return (
    <li className={styles.entry} ref={ref}>
      {collapsed ? (
        <Tooltip text={label} placement="right" hidden={open} describes={false} className={styles.fill}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {open && (
        <section id={`${id}-panel`} className={styles.panel} aria-labelledby={`${id}-heading`}>
          <h2 id={`${id}-heading`} className={styles.panelHeading}>
            {label}
          </h2>
          {children}
        </section>
      )}
    </li>
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
