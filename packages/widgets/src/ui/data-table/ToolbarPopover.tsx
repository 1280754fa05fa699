import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { useDismiss } from '../popover/use-dismiss';
import * as styles from './DataTable.css';

export type ToolbarPopoverProps = {
  /** What the button shows. */
  button: ReactNode;
  /** The button's name when what it shows is not enough. */
  buttonLabel?: string;
  panelClassName: string;
  panelRole?: 'group' | 'dialog';
  /** The panel's name; it needs `panelRole`. */
  panelLabel?: string;
  children: ReactNode;
};

/** A toolbar button that opens a panel under it; a click outside or Escape closes it. */
export function ToolbarPopover({ button, buttonLabel, panelClassName, panelRole, panelLabel, children }: ToolbarPopoverProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useDismiss(open, ref, () => setOpen(false));
  // Only a panel with a role can carry a name: on a plain div, aria-label is not announced.
  const panelSemantics = panelRole ? { role: panelRole, 'aria-label': panelLabel } : {};
  return (
    <div ref={ref} className={styles.popover}>
      <Button
        tone="neutral"
        variant="outline"
        size="small"
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
      >
        {button}
      </Button>
      {open && (
        <div id={`${id}-panel`} className={panelClassName} {...panelSemantics}>
          {children}
        </div>
      )}
    </div>
  );
}
