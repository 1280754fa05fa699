import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogButtons } from '../../ui/dialog-buttons/DialogButtons';
import { FormAlert } from '../../ui/form/FormAlert';
import * as tableStyles from '../../ui/data-table/DataTable.css';
import { useTableLayer } from '../../ui/data-table/layer';
import { modalDialogAria, useModalFocus } from '../../ui/data-table/use-modal-focus';
import * as styles from './BookingDialogs.css';

export type ActionDialogProps = {
  title: string;
  /** What the action does, under the title. */
  message?: ReactNode;
  /** The server's refusal of the last attempt; the fields keep what was typed. */
  error?: string | null;
  confirmLabel: string;
  /** The confirm button's text while the call runs ('Cancelling...'). */
  busyLabel: string;
  busy: boolean;
  /** Destructive actions confirm in the danger colour. */
  tone: 'danger' | 'primary';
  /** Called on confirm (button or Enter); the dialog validates its own fields first. */
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
};

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal form over a booking list or page, in the widget's layer (so it
 * stays in a shadow root). Focus starts on the first field, stays inside
 * while open and returns where it was on close. Escape closes unless the
 * call is under way.
 */
export function ActionDialog({ title, message, error, confirmLabel, busyLabel, busy, tone, onSubmit, onClose, children }: ActionDialogProps) {
  const id = useId();
  const layer = useTableLayer().element;
  const dialog = useRef<HTMLFormElement>(null);

  const onKeyDown = useModalFocus(dialog, { focusable: FOCUSABLE, initial: () => dialog.current?.querySelector<HTMLElement>(FOCUSABLE), busy, onClose });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  const content = (
    <div className={tableStyles.backdrop}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a modal dialog takes Escape and keeps Tab inside (the WAI-ARIA dialog pattern) */}
      <form
        ref={dialog}
        role="dialog"
        {...modalDialogAria(id, message ? `${id}-message` : undefined)}
        className={tableStyles.dialog}
        noValidate
        onKeyDown={onKeyDown}
        onSubmit={submit}
      >
        <h3 id={`${id}-title`} className={tableStyles.dialogTitle}>
          {title}
        </h3>
        {message && (
          <p id={`${id}-message`} className={tableStyles.dialogMessage}>
            {message}
          </p>
        )}
        <FormAlert messages={[error]} />
        {children && <div className={styles.fields}>{children}</div>}
        <DialogButtons
          confirmLabel={confirmLabel}
          busyLabel={busyLabel}
          busy={busy}
          tone={tone === 'danger' ? 'critical' : 'primary'}
          cancelLabel="Close"
          onCancel={onClose}
        />
      </form>
    </div>
  );
  return layer ? createPortal(content, layer) : content;
}
