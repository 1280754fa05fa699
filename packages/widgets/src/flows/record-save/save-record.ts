import { isMotorpoolApiError, messages } from '@motorpool/api';
import { failureTitle } from '../../api/api-failure';

/** The save actions of a widget's store that edits one record the server keeps. */
export type SaveActions<Saved> = {
  saveStarted: () => void;
  /** The server's answer becomes the record edited, so a second save updates rather than adds again. */
  saved: (record: Saved) => void;
  saveFailed: (title: string, fieldErrors?: Record<string, string>) => void;
};

/**
 * Sends a record form's save and tells the store how it went: the answer on
 * success (then `done`, for the toast and the host's event), or the server's
 * title and field errors, which the form shows while keeping what was typed.
 * Resolves `true` once saved, as the display forms' `onSave` expects.
 */
export async function saveRecord<Saved>(actions: SaveActions<Saved>, send: () => Promise<Saved>, done: (answer: Saved) => void): Promise<boolean> {
  actions.saveStarted();
  try {
    const answer = await send();
    actions.saved(answer);
    done(answer);
    return true;
  } catch (error) {
    actions.saveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) ? error.fields : undefined);
    return false;
  }
}
