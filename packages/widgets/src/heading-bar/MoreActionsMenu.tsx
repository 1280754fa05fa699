import type { PermissionItem } from '@motorpool/api';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink, type NavigateTo } from '../element/navigation/NavLink';
import { Icon } from '../ui/icon/Icon';
import { useDismiss } from '../ui/popover/use-dismiss';
import * as styles from './HeadingBar.css';
import {
  addUserOptions,
  CUSTOM_FLEET_ADD_USER_LABEL,
  exportSettings,
  isAddUserButton,
  isRefreshStateOfCharge,
  REFRESH_STATE_OF_CHARGE,
  REFRESH_STATE_OF_CHARGE_LABEL,
  type ExportRequest,
} from './heading-rules';

export const MORE_ACTIONS_LABEL = 'More actions';

type MoreActionsMenuProps = {
  /** The actions folded away, in the server's order; each draws a control (`drawsControl`). */
  items: readonly PermissionItem[];
  customFleet: boolean;
  onNavigate?: NavigateTo;
  onExport?: (request: ExportRequest) => void;
  onEmit?: (name: string, extraData: Record<string, unknown> | null) => void;
};

const focusables = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];

/**
 * The heading bar's actions on a phone, behind one button. A disclosure (a
 * button with `aria-expanded` and the list it shows) rather than an ARIA
 * menu, as its entries are links and buttons that keep their own roles; the
 * arrow keys, Home and End move between them, Escape closes it and returns
 * to the button, and leaving it by Tab or a press outside closes it.
 */
export function MoreActionsMenu({ items, customFleet, onNavigate, onExport, onEmit }: MoreActionsMenuProps) {
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, anchor, dismiss);

  useEffect(() => {
    if (open) focusables(list.current)[0]?.focus();
  }, [open]);

  /** Closes the list; after a choice that stays on the page, focus goes back to the button rather than to the page's start. */
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    const entries = focusables(list.current);
    const at = entries.indexOf(event.target as HTMLElement);
    const focusAt = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(at + 1);
    else if (event.key === 'ArrowUp') focusAt(at < 0 ? -1 : at - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(-1);
    else if (event.key === 'Escape') close(true);
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !anchor.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const entry = (key: string, content: ReactNode) => <li key={key}>{content}</li>;
  const link = (key: string, href: string, content: ReactNode) =>
    entry(
      key,
      <NavLink href={href} onNavigate={onNavigate} className={styles.menuItem} onClick={() => close(false)}>
        {content}
      </NavLink>,
    );
  const action = (key: string, text: string, run: () => void) =>
    entry(
      key,
      <button
        type="button"
        className={styles.menuItem}
        onClick={() => {
          close(true);
          run();
        }}
      >
        {text}
      </button>,
    );

  const entries = items.flatMap((item, index): ReactNode[] => {
    const key = `${item.type}-${item.name}-${index}`;
    switch (item.type) {
      case 'table_export': {
        const { formats, table, sync } = exportSettings(item);
        // One entry per permitted format: a phone's list has no room for a second level.
        return formats.map((format) => action(`${key}-${format}`, `${item.name} ${format.toUpperCase()}`, () => onExport?.({ format, table, sync })));
      }
      case 'table_import':
        return [
          item.url
            ? link(key, item.url, item.name)
            : action(key, item.name, () => console.error(`Heading bar: the import "${item.name}" has no url configured.`)),
        ];
      case 'navigation_button': {
        const options = isAddUserButton(item) && customFleet ? addUserOptions(item) : [];
        if (options.length > 0) {
          return options.map((option) =>
            link(
              `${key}-${option.url}`,
              option.url,
              <>
                <span className={styles.menuHeading}>{option.heading}</span>
                {option.subHeading && <span className={styles.menuSubHeading}>{option.subHeading}</span>}
              </>,
            ),
          );
        }
        const text = isAddUserButton(item) && customFleet ? CUSTOM_FLEET_ADD_USER_LABEL : item.name;
        return item.url ? [link(key, item.url, text)] : [];
      }
      case 'emitter':
        return isRefreshStateOfCharge(item)
          ? [action(key, REFRESH_STATE_OF_CHARGE_LABEL, () => onEmit?.(REFRESH_STATE_OF_CHARGE, item.extra_data ?? null))]
          : [action(key, item.name, () => onEmit?.(item.name, item.extra_data ?? null))];
      default:
        return [];
    }
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: the box only hears the keys and the focus leaving of the button and its list together; what is operated are the button and the entries inside
    <div ref={anchor} className={styles.menuAnchor} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={trigger}
        type="button"
        className={styles.moreButton}
        aria-label={MORE_ACTIONS_LABEL}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon name="more" size={20} className={styles.moreIcon} />
      </button>
      {open && (
        <ul ref={list} id={id} className={styles.phoneMenu} aria-label={MORE_ACTIONS_LABEL}>
          {entries}
        </ul>
      )}
    </div>
  );
}
