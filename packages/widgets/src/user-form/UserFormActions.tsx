import { messages } from '@motorpool/api';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { Tooltip } from '../ui/tooltip/Tooltip';
import type { SaveIntent } from './store';

type Props = {
  /** Editing a user (Save, Delete, Cancel) rather than adding one (Save, Cancel, Submit). */
  editing: boolean;
  saving: SaveIntent | null;
  deleting: boolean;
  busy: boolean;
  /** Nothing of this user may be changed: Save is off. */
  locked: boolean;
  /** Why Delete is not allowed, said by its tooltip; null when it is. */
  blockedDelete: string | null;
  /** Delete asks first; none when the caller may not delete. */
  onDelete?: () => void;
  onSubmit: () => void;
  onCancel?: () => void;
};

/** The user form's buttons: Save submits the form; adding also offers Submit (add and close). */
export function UserFormActions({ editing, saving, deleting, busy, locked, blockedDelete, onDelete, onSubmit, onCancel }: Props) {
  const cancel = (
    <Button tone="neutral" variant="outline" disabled={busy} onClick={onCancel}>
      Cancel
    </Button>
  );
  if (!editing) {
    return (
      <ActionRow divider>
        <SaveButton intent="save" saving={saving} disabled={busy} submit />
        {cancel}
        <SaveButton intent="submit" saving={saving} disabled={busy} onClick={onSubmit} />
      </ActionRow>
    );
  }
  return (
    <ActionRow divider>
      <SaveButton intent="save" saving={saving} disabled={busy || locked} submit />
      {onDelete &&
        (blockedDelete ? (
          <Tooltip text={blockedDelete}>
            <Button tone="critical" aria-disabled="true">
              Delete
            </Button>
          </Tooltip>
        ) : (
          <Button tone="critical" disabled={busy} onClick={onDelete}>
            {deleting ? messages.userForm.deleting : 'Delete'}
          </Button>
        ))}
      {cancel}
    </ActionRow>
  );
}

type SaveButtonProps = { intent: SaveIntent; saving: SaveIntent | null; disabled: boolean; submit?: boolean; onClick?: () => void };

function SaveButton({ intent, saving, disabled, submit, onClick }: SaveButtonProps) {
  const label = intent === 'save' ? 'Save' : 'Submit';
  return (
    <Button type={submit ? 'submit' : 'button'} disabled={disabled} onClick={onClick}>
      {saving === intent ? messages.userForm.saving : label}
    </Button>
  );
}
