import type { FormEvent, ReactNode } from 'react';
import { DialogButtons } from '../ui/dialog-buttons/DialogButtons';
import { FormAlert } from '../ui/form/FormAlert';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import { Modal } from '../ui/modal/Modal';
import * as styles from './IncidentDialog.css';

export type IncidentDialogProps = {
  title: string;
  /** What the action does, under the title. */
  message: string;
  /** The server's refusal of the last attempt; the fields keep what was typed. */
  error?: string | null;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  tone: 'primary' | 'critical';
  /** Checks the fields; true when they may be sent (`onConfirm` then sends them). */
  check: () => boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A form in the shared modal (focus kept inside, Escape closes unless busy):
 * the dialogs of the incident's actions. A check that fails focuses the
 * first field in error.
 */
export function IncidentDialog({ title, message, error, confirmLabel, busyLabel, busy, tone, check, onConfirm, onClose, children }: IncidentDialogProps) {
  const invalidFocus = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (check()) onConfirm();
    else invalidFocus.focusFirstInvalid();
  };
  return (
    <Modal title={title} busy={busy} onClose={onClose}>
      <form ref={invalidFocus.ref} className={styles.dialogForm} noValidate onSubmit={submit}>
        <p className={styles.dialogMessage}>{message}</p>
        <FormAlert messages={[error]} />
        {children}
        <DialogButtons confirmLabel={confirmLabel} busyLabel={busyLabel} busy={busy} tone={tone} cancelLabel="Close" onCancel={onClose} />
      </form>
    </Modal>
  );
}
