import type { AffectedBooking, Incident } from '@motorpool/api';
import { useState } from 'react';
import type { StatusChangeInput } from './StatusDialog';

/** What a manager does from the detail; each is one call to the server. */
export type IncidentAction =
  | { kind: 'verify' }
  | { kind: 'block'; disallow: boolean }
  | ({ kind: 'status' } & StatusChangeInput)
  | { kind: 'reopen' }
  | { kind: 'move'; booking: number; vehicle: number }
  | { kind: 'cancel-booking'; booking: number; reason: string };

/** Runs an action; resolves with the server's refusal title, or null once done. */
export type IncidentActionHandler = (incident: Incident, action: IncidentAction) => Promise<string | null>;

export type IncidentDialog = { kind: 'Closed' | 'Dismissed' } | { kind: 'cancel'; item: AffectedBooking };
export type PendingAction = 'verify' | 'block' | 'reopen' | 'dialog' | `move-${number}`;

/**
 * Which action is running (one at a time) and which dialog is open with its
 * refusal. Kept by the detail across reloads of the incident, so an open
 * dialog stays open while the record refreshes.
 */
export function useIncidentActions(onAction: IncidentActionHandler) {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [dialog, setDialog] = useState<IncidentDialog | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const run = async (incident: Incident, key: PendingAction, action: IncidentAction) => {
    setPending(key);
    const refusal = await onAction(incident, action);
    setPending(null);
    return refusal;
  };

  /** Runs a dialog's action: the dialog closes once done, and shows the refusal otherwise. */
  const runDialog = async (incident: Incident, action: IncidentAction) => {
    setDialogError(null);
    const refusal = await run(incident, 'dialog', action);
    if (refusal) setDialogError(refusal);
    else setDialog(null);
  };

  /** Opens a dialog without the last refusal shown in it. */
  const openDialogAfresh = (next: IncidentDialog) => {
    setDialogError(null);
    setDialog(next);
  };

  const moving = typeof pending === 'string' && pending.startsWith('move-') ? Number(pending.slice(5)) : null;

  return {
    pending,
    busy: pending !== null,
    moving,
    dialog,
    dialogError,
    run,
    runDialog,
    openDialog: setDialog,
    openDialogAfresh,
    closeDialog: () => setDialog(null),
  };
}

export type IncidentActions = ReturnType<typeof useIncidentActions>;
