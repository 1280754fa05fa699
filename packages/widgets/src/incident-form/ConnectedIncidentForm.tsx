import {
  callerOfProfile,
  incidentCalls,
  incidentTypeCalls,
  incidentMessages,
  incidentReportRefusal,
  type Incident,
  type IncidentUpdate,
  type IncidentWrite,
} from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { saveRecord } from '../flows/record-save/save-record';
import { settle } from '../flows/record-save/settle';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import { toast } from '../state/toast-store';
import { useSessionLoad } from '../state/use-session-load';
import type { ThemeName } from '../theme/theme-names';
import { IncidentForm, type Position } from './IncidentForm';
import { IncidentFormStoreProvider, noSubject, useIncidentFormStore, useIncidentFormStoreApi, type IncidentFormLoaded } from './store';

export type ConnectedIncidentFormProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The incident to edit (managers); none to report a new one. */
  incidentPk?: number | null;
  /** A new report about this booking (its detail, the check-in dialog): the vehicle is the booking's. */
  bookingPk?: number | null;
  /** A new report about this vehicle (a vehicle row). */
  vehiclePk?: number | null;
  /** A new report about this member (a user row: a traffic offence); booking and vehicle are optional. */
  personPk?: number | null;
  theme?: ThemeName;
  /** After a save, with the server's incident. */
  onSaved?: (incident: Incident) => void;
  onCancel?: () => void;
};

/** The browser's position, when it has geolocation; the form offers Use my location only then. */
function browserLocator(): (() => Promise<Position>) | undefined {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return undefined;
  return () =>
    new Promise<Position>((resolve, reject) => {
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => reject(new Error(error.code === error.PERMISSION_DENIED ? 'Location access was refused.' : 'Your location could not be found.')),
        { enableHighAccuracy: true, timeout: 15_000 },
      );
    });
}

const REFUSALS = {
  dealer_vehicle: incidentMessages.dealerVehicle,
  not_own: incidentMessages.notOwnBooking,
  no_permission: incidentMessages.mayNotRaise,
} as const;

/**
 * `IncidentForm` wired to the fleet service with the shared session: the
 * incident types, the incident (editing) or what a new report is about,
 * photo uploads through `document/upload/`, and the save with its toast.
 */
export function ConnectedIncidentForm(props: ConnectedIncidentFormProps) {
  return (
    <IncidentFormStoreProvider>
      <ConnectedForm {...props} />
    </IncidentFormStoreProvider>
  );
}

function ConnectedForm({ apiBase, incidentPk, bookingPk, vehiclePk, personPk, theme, onSaved, onCancel }: ConnectedIncidentFormProps) {
  const store = useIncidentFormStoreApi();
  const state = useIncidentFormStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const profile = useSession((session) => session.profile);
  const request = useMemo(() => sessionRequester(apiBase), [apiBase]);
  const incidents = useMemo(() => incidentCalls(request), [request]);
  const locate = useMemo(browserLocator, []);

  const fetch = useCallback(async (): Promise<IncidentFormLoaded> => {
    const [incident, types, lookups] = await Promise.all([
      incidentPk ? incidents.getIncident(incidentPk) : null,
      settle(incidentTypeCalls(request).listIncidentTypes()),
      // An edit shows the incident's own subject.
      incidentPk
        ? null
        : import('./subject-calls').then(({ loadSubject }) =>
            loadSubject(request, { bookingPk: bookingPk ?? null, vehiclePk: vehiclePk ?? null, personPk: personPk ?? null }),
          ),
    ]);
    return {
      incident,
      types: types.ok ? types.value.results : [],
      typesError: types.ok ? null : failureTitle(types.error),
      subject: lookups?.subject ?? noSubject,
      vehicles: lookups?.vehicles ?? [],
      vehiclesError: lookups?.vehiclesError ?? null,
    };
  }, [incidents, request, incidentPk, bookingPk, vehiclePk, personPk]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  // Spec §6 as the server applies it, so nobody fills in a report only to be refused at the end.
  const refusal = useMemo(() => {
    if (state.incident || !profile || state.status !== 'ready') return null;
    const { booking, vehicle, person } = state.subject;
    // A booking the form could not read is the server's to judge.
    if (booking && !booking.people) return null;
    const reason = incidentReportRefusal(callerOfProfile(profile), {
      booking: booking?.people ?? null,
      // A vehicle row, or the incidents page, where a vehicle is chosen.
      onVehicle: booking === null && (vehicle !== null || person === null),
    });
    return reason ? REFUSALS[reason] : null;
  }, [profile, state.incident, state.status, state.subject]);

  async function upload(file: File): Promise<string> {
    const { uploadPhoto } = await import('./subject-calls');
    return uploadPhoto(request, file);
  }

  function save(payload: IncidentWrite | IncidentUpdate): Promise<boolean> {
    const actions = store.getState();
    const { incident } = actions;
    return saveRecord(
      actions,
      () => (incident ? incidents.updateIncident(incident.pk, payload) : incidents.reportIncident(payload as IncidentWrite)),
      (answer) => {
        toast.success(incident ? incidentMessages.updated : incidentMessages.created);
        onSaved?.(answer);
      },
    );
  }

  return (
    <IncidentForm
      incident={state.incident}
      status={state.status}
      loadError={state.loadError}
      onRetry={retry}
      types={state.types}
      typesError={state.typesError}
      subject={state.subject}
      vehicles={state.vehicles}
      vehiclesError={state.vehiclesError}
      refusal={refusal}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      reportCount={state.reportCount}
      onSave={save}
      onUpload={upload}
      onLocate={locate}
      onCancel={onCancel}
      theme={theme}
    />
  );
}
