import { useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../popover/use-dismiss';
import * as styles from './DataTable.css';

export type ToolbarPopoverProps = {
  /** What the button shows. */
  button: ReactNode;
  /** The button's name when what it shows is not enough. */
  buttonLabel?: string;
  panelClassName: string;
  panelRole?: 'group' | 'dialog';
  panelLabel?: string;
  children: ReactNode;
};

/** A toolbar button that opens a panel under it; a click outside or Escape closes it. */
export function ToolbarPopover({ button, buttonLabel, panelClassName, panelRole, panelLabel, children }: ToolbarPopoverProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useDismiss(open, ref, () => setOpen(false));
  return (
    <div ref={ref} className={styles.popover}>
      <button
        type="button"
        className={styles.toolbarButton}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      {open && (
        <div id={`${id}-panel`} className={panelClassName} role={panelRole} aria-label={panelLabel}>
          {children}
        </div>
      )}
    </div>
  );
}
