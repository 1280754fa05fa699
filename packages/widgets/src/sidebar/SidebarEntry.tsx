import type { SidebarItem } from '@motorpool/api';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from '../ui/icon/Icon';
import { NavLink, type NavigateTo } from '../element/navigation/NavLink';
import { Tooltip } from '../ui/tooltip/Tooltip';
import { focusablesIn, moveFocusWithin, usePopup } from './popup';
import * as styles from './Sidebar.css';
import { containsKey, type SidebarPlacement } from './sidebar-rules';
import * as barStyles from './TopMenuBar.css';

export type SidebarEntryProps = {
  item: SidebarItem;
  activeKey: string | null;
  collapsed: boolean;
  onNavigate?: NavigateTo;
  /** Nested entries never collapse to icons: they show inside their parent's list, flyout or drop-down. */
  nested?: boolean;
  /** A top-level entry of the top menu bar sits in its row, and its children drop down under it. */
  placement?: SidebarPlacement;
};

/** One item: a link to its page, or a button that opens its children. */
export function SidebarEntry({ item, activeKey, collapsed, onNavigate, nested = false, placement = 'side' }: SidebarEntryProps) {
  const inBar = placement === 'top' && !nested;
  const iconOnly = collapsed && !nested && !inBar;
  const children = item.children ?? [];
  if (children.length > 0) {
    return (
      <SidebarGroupEntry
        label={item.label}
        icon={item.icon}
        iconOnly={iconOnly}
        placement={inBar ? 'top' : 'side'}
        containsCurrent={containsKey(item, activeKey)}
      >
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
      <span className={iconOnly ? styles.visuallyHidden : inBar ? barStyles.label : styles.entryLabel}>{item.label}</span>
    </>
  );
  const className = inBar ? barStyles.control : styles.entryControl[iconOnly ? 'collapsed' : 'expanded'];
  const control = item.url ? (
    <NavLink href={item.url} onNavigate={onNavigate} className={className} aria-current={item.key === activeKey ? 'page' : undefined}>
      {content}
    </NavLink>
  ) : (
    <span className={className}>{content}</span>
  );
  return (
    <li className={inBar ? barStyles.item : styles.entry}>
      {iconOnly ? (
        <Tooltip text={item.label} placement="right" describes={false} className={styles.fill}>
          {control}
        </Tooltip>
      ) : (
        control
      )}
    </li>
  );
}

export type SidebarGroupEntryProps = {
  label: string;
  icon: string | null;
  iconOnly: boolean;
  /** In the top menu bar the items drop down under the button. */
  placement?: SidebarPlacement;
  /** The drop-down opens from the button's end rather than its start ('More', last in the row). */
  alignEnd?: boolean;
  /** The page shown now is among the items: the side bar starts with them open, the top bar marks the button. */
  containsCurrent?: boolean;
  children: ReactNode;
};

/** Focuses the first or last control of a drop-down's list. */
function focusEdge(list: HTMLElement | null, edge: 'first' | 'last') {
  const controls = focusablesIn(list);
  (edge === 'first' ? controls[0] : controls.at(-1))?.focus();
}

/**
 * A disclosure: the button says whether its list is open (aria-expanded).
 * In the side bar the list opens in place, or beside a collapsed sidebar.
 * In the top bar it drops down (disclosure navigation, WAI-ARIA APG):
 * Enter or Space toggles it, ArrowDown / ArrowUp open it on the first / last
 * item, the arrows, Home and End move through it, and Escape, a press
 * outside, following a link or tabbing away close it; Escape hands focus
 * back to the button.
 */
export function SidebarGroupEntry({ label, icon, iconOnly, placement = 'side', alignEnd = false, containsCurrent = false, children }: SidebarGroupEntryProps) {
  const listId = useId();
  const dropdown = placement === 'top';
  // Opening over the page (beside a collapsed sidebar, under the top bar) covers it, so it must be easy to leave.
  const { open, setOpen, close, rootRef, buttonRef, rootProps } = usePopup<HTMLLIElement>(iconOnly || dropdown, containsCurrent && !dropdown);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    const edge = focusOnOpen.current;
    focusOnOpen.current = null;
    if (open && edge) focusEdge(listRef.current, edge);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!dropdown || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
    event.preventDefault();
    const edge = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) return focusEdge(listRef.current, edge);
    focusOnOpen.current = edge;
    setOpen(true);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (dropdown) moveFocusWithin(listRef.current, event);
  };

  const onListClick = (event: MouseEvent<HTMLUListElement>) => {
    // The host's router keeps the bar on screen, so a followed link must close its drop-down.
    if (dropdown && event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  const labelClass = iconOnly ? styles.visuallyHidden : dropdown ? barStyles.label : styles.entryLabel;
  const chevronClass = dropdown ? (open ? barStyles.chevronOpen : barStyles.chevron) : open ? styles.chevronOpen : styles.chevron;
  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={dropdown ? barStyles.control : styles.entryControl[iconOnly ? 'collapsed' : 'expanded']}
      aria-expanded={open}
      aria-controls={listId}
      data-current={dropdown && containsCurrent ? true : undefined}
      onClick={() => setOpen(!open)}
      onKeyDown={onButtonKeyDown}
    >
      <Icon name={icon} fallback={label} className={styles.entryIcon} />
      <span className={labelClass}>{label}</span>
      {!iconOnly && <Icon name="chevron" size={16} className={chevronClass} />}
    </button>
  );
  const listClass = dropdown ? barStyles.dropdown[alignEnd ? 'end' : 'start'] : iconOnly ? styles.flyoutList : styles.sublist;
  return (
    <li className={dropdown ? barStyles.item : styles.entry} ref={rootRef} {...rootProps}>
      {iconOnly ? (
        <Tooltip text={label} placement="right" hidden={open} describes={false} className={styles.fill}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: keys and clicks come from the links inside; one handler on the list moves between them and closes the drop-down on a followed link */}
      <ul
        ref={listRef}
        id={listId}
        className={listClass}
        hidden={!open}
        aria-label={label}
        data-popup={dropdown || iconOnly ? true : undefined}
        onKeyDown={onListKeyDown}
        onClick={onListClick}
      >
        {children}
      </ul>
    </li>
  );
}
