import { messages } from '@motorpool/api';
import { ActionRow } from '../action-row/ActionRow';
import { Button } from '../button/Button';

export type EditorButtonsProps = {
  /** The save is under way: Save reads 'Saving...' and neither button takes a click. */
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
};

/**
 * Save and Cancel at the end of a row edited in place. Unlike a dialog's
 * buttons both are disabled while saving: the row's field keeps the focus,
 * and Enter there is the editor's to refuse.
 */
export function EditorButtons({ busy, onSave, onCancel }: EditorButtonsProps) {
  return (
    <ActionRow>
      <Button size="small" tone="primary" variant="outline" disabled={busy} onClick={onSave}>
        {busy ? messages.userForm.saving : 'Save'}
      </Button>
      <Button size="small" tone="neutral" variant="outline" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
    </ActionRow>
  );
}
