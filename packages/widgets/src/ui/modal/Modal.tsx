import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { modalDialogAria, useModalFocus } from '../data-table/use-modal-focus';
import * as styles from './Modal.css';

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

export type ModalProps = {
  /** The dialog's heading, which names it. */
  title: string;
  /** An action is under way: Escape does not close. */
  busy: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal dialog over the window, for a form: focus starts in its first
 * field (or its first button), Tab stays inside, and focus returns where it
 * was on close. Escape closes unless `busy`, and goes no further than the
 * dialog, so the page does not take it as its own.
 */
export function Modal({ title, busy, onClose, children }: ModalProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const trapFocus = useModalFocus(dialog, {
    focusable: FOCUSABLE,
    initial: () => dialog.current?.querySelector<HTMLElement>('input, select, textarea') ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE),
    busy,
    onClose,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !busy) event.stopPropagation();
    trapFocus(event);
  };
  return (
    <div className={styles.overlay}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a modal dialog takes Escape and keeps Tab inside (the WAI-ARIA dialog pattern) */}
      <div ref={dialog} role="dialog" {...modalDialogAria(id)} className={styles.dialog} onKeyDown={onKeyDown}>
        <h3 id={`${id}-title`} className={styles.title}>
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}
