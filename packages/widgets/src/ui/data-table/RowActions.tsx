import { ACTIONS_BEFORE_MORE } from '@motorpool/api';
import { createContext, useContext, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Tooltip } from '../tooltip/Tooltip';
import * as styles from './DataTable.css';
import { positionIn, useTableLayer } from './layer';
import { TableIcon, type TableIconName } from './TableIcon';

export type RowAction = {
  key: string;
  /** What the action does ('Delete'); the button's name adds the row's ('Delete Dana Driver'). */
  label: string;
  icon: TableIconName;
  onSelect: () => void;
  /** Why the action cannot be used on this row; shown as its tooltip and description. */
  disabledReason?: string | null;
  /** The action is under way for this row. */
  busy?: boolean;
  /** A note shown with an enabled action (what it will and will not do). */
  hint?: string | null;
};

type RowActionsProps = {
  actions: readonly RowAction[];
  /** Names the row in each action's accessible name. */
  rowName: string;
};

/**
 * A row's actions as icon buttons with tooltips: the first
 * ACTIONS_BEFORE_MORE (spec §9: 6) inline, the rest in a 'more' menu.
 *
 * Unavailable actions stay focusable (`aria-disabled`, not `disabled`) so
 * keyboard and screen-reader users can reach the reason.
 */
/** Inside a row's card: all the row's actions in one menu, as a card has no Action column to line icons up in. */
export const RowActionsAsMenu = createContext(false);

export function RowActions({ actions, rowName }: RowActionsProps) {
  const asMenu = useContext(RowActionsAsMenu);
  if (asMenu) {
    return actions.length > 0 ? <MoreMenu actions={actions} name={`Actions for ${rowName}`} triggerClassName={styles.cardMenuButton} /> : null;
  }
  const collapse = actions.length > ACTIONS_BEFORE_MORE;
  const inline = actions.slice(0, ACTIONS_BEFORE_MORE);
  const more = collapse ? actions.slice(ACTIONS_BEFORE_MORE) : [];
  return (
    <div className={styles.actions}>
      {inline.map((action) => (
        <ActionButton key={action.key} action={action} rowName={rowName} />
      ))}
      {more.length > 0 && <MoreMenu actions={more} name={`More actions for ${rowName}`} triggerClassName={styles.actionButton} />}
    </div>
  );
}

const unavailable = (action: RowAction) => Boolean(action.disabledReason) || Boolean(action.busy);

function ActionButton({ action, rowName }: { action: RowAction; rowName: string }) {
  const reason = action.disabledReason ?? (action.busy ? `${action.label}…` : (action.hint ?? null));
  const button = (
    <button
      type="button"
      className={styles.actionButton}
      aria-label={`${action.label} ${rowName}`}
      aria-disabled={unavailable(action) || undefined}
      aria-busy={action.busy || undefined}
      onClick={() => {
        if (!unavailable(action)) action.onSelect();
      }}
    >
      <TableIcon name={action.icon} />
    </button>
  );
  return reason ? (
    <Tooltip text={reason} placement="right">
      {button}
    </Tooltip>
  ) : (
    <Tooltip text={action.label} placement="right" describes={false}>
      {button}
    </Tooltip>
  );
}

type MoreMenuProps = {
  actions: readonly RowAction[];
  /** The trigger's and the menu's accessible name. */
  name: string;
  triggerClassName: string;
};

function MoreMenu({ actions, name, triggerClassName }: MoreMenuProps) {
  const id = useId();
  const layer = useTableLayer().element;
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const open = place !== null;

  const close = (refocus: boolean) => {
    setPlace(null);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.some((target) => target === menu.current || target === trigger.current)) setPlace(null);
    };
    // The menu is placed once; when the table scrolls under it, it goes.
    const onScroll = (event: Event) => {
      // composedPath: inside a shadow root the event's target is retargeted to the host.
      if (!menu.current || !event.composedPath().includes(menu.current)) setPlace(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);

  const toggle = () => {
    if (open || !layer || !trigger.current) {
      setPlace(null);
      return;
    }
    const { top, left } = positionIn(layer, trigger.current);
    setPlace({ top, left });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(event.target as HTMLElement);
    const focusAt = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(at + 1);
    else if (event.key === 'ArrowUp') focusAt(at - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(items.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <>
      <Tooltip text="More actions" placement="right" describes={false} hidden={open}>
        <button
          ref={trigger}
          type="button"
          className={triggerClassName}
          aria-label={name}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? `${id}-menu` : undefined}
          onClick={toggle}
        >
          <TableIcon name="more" />
        </button>
      </Tooltip>
      {open &&
        layer &&
        createPortal(
          <div
            ref={menu}
            id={`${id}-menu`}
            role="menu"
            aria-label={name}
            className={styles.menu}
            style={{ top: place.top + 4, left: place.left }}
            onKeyDown={onKeyDown}
          >
            {actions.map((action) => {
              const reason = action.disabledReason ?? (action.busy ? `${action.label}…` : null);
              return (
                <button
                  key={action.key}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.menuItem}
                  aria-disabled={unavailable(action) || undefined}
                  aria-describedby={reason ? `${id}-${action.key}-reason` : undefined}
                  onClick={() => {
                    if (unavailable(action)) return;
                    close(true);
                    action.onSelect();
                  }}
                >
                  <TableIcon name={action.icon} />
                  <span className={styles.menuItemText}>
                    <span>{action.label}</span>
                    {reason && (
                      <span id={`${id}-${action.key}-reason`} className={styles.menuItemReason}>
                        {reason}
                      </span>
                    )}
                  </span>
                </button>
              );
            })}
          </div>,
          layer,
        )}
    </>
  );
}
