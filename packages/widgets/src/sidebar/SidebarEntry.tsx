import type { SidebarItem } from '@motorpool/api';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../private/icons/Icon';
import { NavLink, type NavigateTo } from '../private/navigation/NavLink';
import { useDismiss } from '../private/popover/use-dismiss';
import { Tooltip } from '../private/tooltip/Tooltip';
import * as styles from './Sidebar.css';
import { containsKey } from './sidebar-rules';

export type SidebarEntryProps = {
  item: SidebarItem;
  activeKey: string | null;
  collapsed: boolean;
  onNavigate?: NavigateTo;
  /** Nested entries never collapse to icons: they show inside their parent's list or flyout. */
  nested?: boolean;
};

/** One item: a link to its page, or a button that opens its children. */
export function SidebarEntry({ item, activeKey, collapsed, onNavigate, nested = false }: SidebarEntryProps) {
  const iconOnly = collapsed && !nested;
  const children = item.children ?? [];
  if (children.length > 0) {
    return (
      <SidebarGroupEntry label={item.label} icon={item.icon} iconOnly={iconOnly} defaultOpen={containsKey(item, activeKey)}>
        {children.map((child) => (
          <SidebarEntry key={child.key} item={child} activeKey={activeKey} collapsed={collapsed} onNavigate={onNavigate} nested />
        ))}
      </SidebarGroupEntry>
    );
  }
  const content = (
    <>
      {/* Nested entries sit under their parent's icon; only top-level ones need a stand-in. */}
      {(item.icon || !nested) && <Icon name={item.icon} fallback={item.label} className={styles.entryIcon} />}
      <span className={iconOnly ? styles.visuallyHidden : styles.entryLabel}>{item.label}</span>
    </>
  );
  const className = styles.entryControl[iconOnly ? 'collapsed' : 'expanded'];
  const control = item.url ? (
    <NavLink href={item.url} onNavigate={onNavigate} className={className} aria-current={item.key === activeKey ? 'page' : undefined}>
      {content}
    </NavLink>
  ) : (
    <span className={className}>{content}</span>
  );
  return <li className={styles.entry}>{iconOnly ? <Tooltip text={item.label} placement="right" describes={false} className={styles.fill}>{control}</Tooltip> : control}</li>;
}

export type SidebarGroupEntryProps = {
  label: string;
  icon: string | null;
  iconOnly: boolean;
  defaultOpen?: boolean;
  children: ReactNode;
};

/**
 * A disclosure: the button says whether its list is open (aria-expanded).
 * In a collapsed sidebar the list opens beside it and closes on Escape or a
 * press elsewhere.
 */
export function SidebarGroupEntry({ label, icon, iconOnly, defaultOpen = false, children }: SidebarGroupEntryProps) {
  const listId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const [open, setOpen] = useState(defaultOpen);
  // Opening beside a collapsed sidebar covers the page, so it must be easy to leave.
  useDismiss(open && iconOnly, ref, () => setOpen(false));
  const button = (
    <button
      type="button"
      className={styles.entryControl[iconOnly ? 'collapsed' : 'expanded']}
      aria-expanded={open}
      aria-controls={listId}
      onClick={() => setOpen(!open)}
    >
      <Icon name={icon} fallback={label} className={styles.entryIcon} />
      <span className={iconOnly ? styles.visuallyHidden : styles.entryLabel}>{label}</span>
      {!iconOnly && <Icon name="chevron" size={16} className={open ? styles.chevronOpen : styles.chevron} />}
    </button>
  );
  return (
    <li className={styles.entry} ref={ref}>
      {iconOnly ? (
        <Tooltip text={label} placement="right" hidden={open} describes={false} className={styles.fill}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <ul id={listId} className={iconOnly ? styles.flyoutList : styles.sublist} hidden={!open} aria-label={label}>
        {children}
      </ul>
    </li>
  );
}
