import type { ReactNode, Ref } from 'react';
import { ActionRow } from '../action-row/ActionRow';
import { Button } from '../button/Button';
import type { ButtonSize } from '../button/button-looks';

export type DialogButtonsProps = {
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Saving...', 'Deleting...'). */
  busyLabel: string;
  busy: boolean;
  /** `critical` for an action that destroys or refuses (Delete, Reject). */
  tone?: 'primary' | 'critical';
  /** Without it the confirm button submits the form it is in. */
  onConfirm?: () => void;
  cancelLabel?: string;
  onCancel: () => void;
  /** For a dialog that starts focus on Cancel, the safe choice. */
  cancelRef?: Ref<HTMLButtonElement>;
  size?: ButtonSize;
  /** A rule above the buttons, at the end of a long form. */
  divider?: boolean;
  /** Before the two buttons: a third action (Delete) or what the last save achieved. */
  children?: ReactNode;
};

/**
 * Cancel and the dialog's action. While the action runs, Cancel is disabled
 * and the action button stays focused, shows `busyLabel` and ignores clicks
 * (a form's submit handler still checks `busy`, for Enter in a field).
 */
export function DialogButtons({
  confirmLabel,
  busyLabel,
  busy,
  tone = 'primary',
  onConfirm,
  cancelLabel = 'Cancel',
  onCancel,
  cancelRef,
  size = 'small',
  divider,
  children,
}: DialogButtonsProps) {
  return (
    <ActionRow divider={divider}>
      {children}
      <Button ref={cancelRef} tone="neutral" variant="outline" size={size} disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button tone={tone} size={size} type={onConfirm ? 'button' : 'submit'} busy={busy} onClick={onConfirm}>
        {busy ? busyLabel : confirmLabel}
      </Button>
    </ActionRow>
  );
}
