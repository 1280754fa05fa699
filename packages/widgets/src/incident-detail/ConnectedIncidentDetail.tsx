import { createRequester, incidentCalls, incidentMessages, isMotorpoolApiError, type Incident } from '@motorpool/api';
import { tableClientOptions } from '../ui/data-table/table-client';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { settle } from '../flows/record-save/settle';
import { toast } from '../state/toast-store';
import { useSessionReload } from '../state/use-session-reload';
import type { ThemeName } from '../theme/theme-names';
import { holdsVehicle, incidentUpdateFrom } from './detail-values';
import { IncidentDetail, type IncidentAction } from './IncidentDetail';
import { IncidentDetailStoreProvider, useIncidentDetailStore, useIncidentDetailStoreApi, type Part } from './store';

export type ConnectedIncidentDetailProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation the incident belongs to; the session's selected one by default. */
  organisation?: number | null;
  pk: number;
  onEdit?: (pk: number) => void;
  /** After an action changed the incident or one of its held-up bookings. */
  onChanged?: (pk: number, action: IncidentAction['kind']) => void;
  theme?: ThemeName;
};

/** A list the detail shows beside the incident, or why it could not be loaded. */
const partOf = <T,>(list: Promise<{ results: T[] }>): Promise<Part<T>> =>
  list.then(
    ({ results }) => ({ items: results, error: null }),
    (error: unknown) => ({ items: [], error: failureTitle(error) }),
  );

/** Actions that ask in a dialog show their refusal there; the rest in a toast. */
const inDialog = (action: IncidentAction) => action.kind === 'status' || action.kind === 'cancel-booking';

/**
 * `IncidentDetail` wired to the fleet service: the incident, its audit trail
 * and, while its vehicle is (to be) off the road, the bookings it holds up
 * (each of the last two may fail alone); each action with its toast, after
 * which all of them load again.
 */
export function ConnectedIncidentDetail(props: ConnectedIncidentDetailProps) {
  return (
    <IncidentDetailStoreProvider>
      <ConnectedDetail {...props} />
    </IncidentDetailStoreProvider>
  );
}

function ConnectedDetail({ apiBase, organisation, pk, onEdit, onChanged, theme }: ConnectedIncidentDetailProps) {
  const store = useIncidentDetailStoreApi();
  const state = useIncidentDetailStore((current) => current);
  const request = useMemo(() => createRequester(tableClientOptions(apiBase, organisation)), [apiBase, organisation]);
  const incidents = useMemo(() => incidentCalls(request), [request]);

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      loadStarted();
      const [incident, audits] = await Promise.all([settle(incidents.getIncident(pk)), partOf(incidents.listIncidentAudits(pk))]);
      if (!isCurrent()) return;
      if (!incident.ok) {
        const notFound = isMotorpoolApiError(incident.error) && incident.error.status === 404;
        return loadFailed(notFound ? incidentMessages.notFound : failureTitle(incident.error), notFound);
      }
      // Only those who manage the incident move or cancel the bookings it holds up.
      const affected = holdsVehicle(incident.value) && incident.value.may_manage ? await partOf(incidents.listAffectedBookings(pk)) : null;
      if (!isCurrent()) return;
      loaded({ incident: incident.value, audits, affected });
    },
    [store, incidents, pk],
  );

  const reload = useSessionReload(load);

  /** Sends the action; answers the toast once the server has made it. */
  const send = async (incident: Incident, action: IncidentAction): Promise<string> => {
    switch (action.kind) {
      case 'verify':
        await incidents.updateIncident(incident.pk, incidentUpdateFrom(incident, { is_verified: true }));
        return incidentMessages.updated;
      case 'block':
        await incidents.updateIncident(incident.pk, incidentUpdateFrom(incident, { disallow_vehicle_for_bookings: action.disallow }));
        return incidentMessages.updated;
      case 'status':
        await incidents.changeIncidentStatus(incident.pk, {
          status: action.status,
          resolution_note: action.resolution_note,
          repair_cost: action.repair_cost,
          days_off_road: action.days_off_road,
        });
        return action.status === 'Closed' ? incidentMessages.closed : incidentMessages.dismissed;
      case 'reopen':
        await incidents.changeIncidentStatus(incident.pk, { status: 'Open' });
        return incidentMessages.reopened;
      case 'move':
        await incidents.moveAffectedBooking(incident.pk, action.booking, { vehicle: action.vehicle });
        return incidentMessages.bookingMoved;
      case 'cancel-booking': {
        const { cancelHeldBooking } = await import('./cancel-booking');
        return cancelHeldBooking(request, action.booking, action.reason);
      }
    }
  };

  const act = async (incident: Incident, action: IncidentAction): Promise<string | null> => {
    try {
      toast.success(await send(incident, action));
      onChanged?.(incident.pk, action.kind);
      reload();
      return null;
    } catch (error) {
      const title = failureTitle(error);
      if (!inDialog(action)) toast.error(title);
      return title;
    }
  };

  return (
    <IncidentDetail
      status={state.status}
      incident={state.incident}
      loadError={state.loadError}
      onRetry={reload}
      audits={state.audits}
      affected={state.affected}
      onAction={act}
      onEdit={onEdit}
      theme={theme}
    />
  );
}
