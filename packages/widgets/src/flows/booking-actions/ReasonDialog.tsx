import { useId, useState, type ReactNode } from 'react';
import { controlAria, FormField } from '../../ui/field/FormField';
import { ActionDialog } from './ActionDialog';
import * as styles from './BookingDialogs.css';
import { reasonError } from './dialog-values';

export type ReasonDialogProps = {
  title: string;
  message?: ReactNode;
  /** Decline and cancel need a reason ('Reason is required'); delete and complete take one if given. */
  required: boolean;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string | null;
  tone?: 'danger' | 'primary';
  /** The trimmed reason; null when an optional one was left empty. */
  onConfirm: (reason: string | null) => void;
  onClose: () => void;
};

/** Asks why before a booking is declined, cancelled, deleted or completed, or before a bulk cancel. */
export function ReasonDialog({ title, message, required, confirmLabel, busyLabel, busy, error, tone = 'danger', onConfirm, onClose }: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const found = reasonError(reason, required);
    setProblem(found);
    if (found) return;
    const trimmed = reason.trim();
    onConfirm(trimmed === '' ? null : trimmed);
  };

  return (
    <ActionDialog
      title={title}
      message={message}
      error={error}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      busy={busy}
      tone={tone}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField id={`${id}-reason`} label="Reason" optional={!required} error={problem}>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          value={reason}
          aria-required={required || undefined}
          {...controlAria(`${id}-reason`, { error: problem })}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
        />
      </FormField>
    </ActionDialog>
  );
}
