import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../ui/popover/use-dismiss';
import * as detailStyles from '../ui/detail/Detail.css';
import * as styles from './UserDetail.css';

export type DetailPopoverProps = {
  /** The link that opens it ('View More', 'View Details'). */
  trigger: string;
  /** Its heading ('Other Details'); without one it is named by `label`. */
  title?: string;
  /** What the list is ('Department'): with the trigger, the link's accessible name; the pop-over's name without a title. */
  label: string;
  items: readonly string[];
};

/**
 * A list that opens under its link (spec §2 pop-overs; §9: 18vw wide by
 * default, medium height). Rendered in place, so it stays inside a shadow
 * root; Escape or a press elsewhere closes it and focus returns to the link.
 */
export function DetailPopover({ trigger, title, label, items }: DetailPopoverProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useDismiss(open, root, close);

  return (
    <span ref={root} className={styles.popoverAnchor}>
      <button
        ref={button}
        type="button"
        className={styles.popoverTrigger}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`${trigger}, ${label}`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {trigger}
      </button>
      {open && (
        <div id={id} role="dialog" aria-label={title ?? label} className={styles.popover}>
          {title && <h4 className={styles.popoverTitle}>{title}</h4>}
          <ul className={styles.popoverList}>
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a name may be listed twice, so its place is part of its key; the list is never reordered.
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </span>
  );
}

export type ValueListProps = {
  items: readonly string[];
  /** What the list is ('Department'), naming the View More pop-over. */
  label: string;
  /** How many show before 'View More'. */
  visible?: number;
};

/** A list's first items inline, and 'View More' opening the whole list (spec §2). */
export function ValueList({ items, label, visible = 2 }: ValueListProps) {
  if (items.length === 0) return <span className={detailStyles.empty}>—</span>;
  return (
    <span className={styles.valueList}>
      <span>{items.slice(0, visible).join(', ')}</span>
      {items.length > visible && <DetailPopover trigger="View More" label={label} items={items} />}
    </span>
  );
}
