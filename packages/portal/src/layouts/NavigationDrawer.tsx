import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './PortalChrome.css';

type NavigationDrawerProps = { id: string; open: boolean; onClose: () => void; children: ReactNode };

/**
 * The navigation on a phone: a modal dialog from the left edge. The platform's
 * modal dialog keeps focus inside while it is open, closes on Escape and
 * returns focus to the menu button; a tap on the dimmed page closes it too.
 */
export function NavigationDrawer({ id, open, onClose, children }: NavigationDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || open === element.open) return;
    // jsdom has neither showModal nor close; there the open attribute shows and hides it.
    if (!open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    } else if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop (the dialog element itself, outside its panel) closes it; Escape is the keyboard's way, which the dialog handles.
    <dialog
      ref={dialog}
      id={id}
      className={styles.drawer}
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.drawerPanel}>{children}</div>
    </dialog>
  );
}
