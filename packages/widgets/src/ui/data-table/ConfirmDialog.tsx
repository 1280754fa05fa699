import { messages } from '@motorpool/api';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { DialogButtons } from '../dialog-buttons/DialogButtons';
import * as styles from './DataTable.css';
import { useTableLayer } from './layer';
import type { useConfirmDelete } from './use-confirm-delete';
import { modalDialogAria, useModalFocus } from './use-modal-focus';

export type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Deleting...'). */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A small modal question over the table. Focus starts on Cancel (the safe
 * choice), stays inside while it is open, and returns to where it was when
 * it closes. Escape cancels unless the action is already under way; the
 * confirm button then stays focused (aria-disabled) and shows `busyLabel`.
 */
export function ConfirmDialog({ title, message, confirmLabel, busyLabel, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const id = useId();
  const layer = useTableLayer().element;
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const onKeyDown = useModalFocus(dialog, { focusable: 'button:not([disabled])', initial: () => cancel.current, busy, onClose: onCancel });

  const content = (
    <div className={styles.backdrop}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a modal dialog takes Escape and keeps Tab inside (the WAI-ARIA dialog pattern) */}
      <div ref={dialog} role="dialog" {...modalDialogAria(id, `${id}-message`)} className={styles.dialog} onKeyDown={onKeyDown}>
        <h3 id={`${id}-title`} className={styles.dialogTitle}>
          {title}
        </h3>
        <p id={`${id}-message`} className={styles.dialogMessage}>
          {message}
        </p>
        <DialogButtons
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          tone="critical"
          onConfirm={onConfirm}
          onCancel={onCancel}
          cancelRef={cancel}
        />
      </div>
    </div>
  );
  return layer ? createPortal(content, layer) : content;
}

type ConfirmDeleteDialogProps<Row> = {
  /** useConfirmDelete's state: the dialog shows while a row is being confirmed. */
  deletion: ReturnType<typeof useConfirmDelete<Row>>;
  /** The question about the row and what deleting it will do. */
  describe: (row: Row) => { title: string; message: string };
};

/** A row's Delete confirmation: Delete, and 'Deleting...' while the server works. */
export function ConfirmDeleteDialog<Row>({ deletion, describe }: ConfirmDeleteDialogProps<Row>) {
  const { confirming, setConfirming, deleting, confirmDelete } = deletion;
  if (confirming === null) return null;
  const { title, message } = describe(confirming);
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel="Delete"
      busyLabel={messages.userForm.deleting}
      busy={deleting}
      onCancel={() => setConfirming(null)}
      onConfirm={() => void confirmDelete(confirming)}
    />
  );
}
