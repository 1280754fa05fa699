import { messages } from '@motorpool/api';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '../ui/button/Button';
import * as styles from './UserForm.css';
import { deepActiveElement } from '../ui/focus/deep-active-element';
import { modalDialogAria } from '../ui/data-table/use-modal-focus';

export type DeleteDialogProps = {
  name: string;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Asks before a user is deleted. Rendered in place (not in `document.body`),
 * so it stays inside a shadow root; focus starts on Cancel, the safe choice,
 * stays in the dialog, and Escape cancels.
 */
export function DeleteDialog({ name, deleting, onConfirm, onClose }: DeleteDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = deepActiveElement();
    cancel.current?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !deleting) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll('button:not(:disabled)') ?? [])] as HTMLElement[];
    const [first, last] = [buttons[0], buttons.at(-1)];
    if (event.shiftKey && deepActiveElement() === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && deepActiveElement() === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.overlay}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a modal dialog takes Escape and keeps Tab inside (the WAI-ARIA dialog pattern) */}
      <div ref={dialog} role="alertdialog" {...modalDialogAria(id, `${id}-text`)} className={styles.dialog} onKeyDown={onKeyDown}>
        <h3 id={`${id}-title`} className={styles.dialogHeading}>
          Delete user
        </h3>
        <p id={`${id}-text`} className={styles.dialogText}>
          Delete {name}? Their status becomes Deleted; someone allowed to reactivate users can bring them back.
        </p>
        <div className={styles.dialogActions} aria-busy={deleting || undefined}>
          <Button tone="critical" size="small" disabled={deleting} onClick={onConfirm}>
            {deleting ? messages.userForm.deleting : 'Delete'}
          </Button>
          <Button ref={cancel} tone="neutral" variant="outline" size="small" disabled={deleting} onClick={onClose}>
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
