import {
  bookingCalls,
  callerOfProfile,
  employeeCalls,
  incidentCalls,
  incidentMessages,
  incidentReportRefusal,
  vehicleCalls,
  type Booking,
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
import { formatDisplayDateTime } from '../ui/date-field/dates';
import { IncidentForm, type Position } from './IncidentForm';
import { IncidentFormStoreProvider, useIncidentFormStore, useIncidentFormStoreApi, type IncidentFormLoaded, type IncidentSubjectView } from './store';

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

/** The booking's driver and first day, as the reporter knows it (a day needs no time zone library in this bundle). */
function bookingText({ driver, start_datetime: start }: Booking): string {
  const day = typeof start === 'string' ? formatDisplayDateTime(start) : (start?.formatted ?? start?.formated ?? '');
  return [driver?.name, day].filter(Boolean).join(' · ');
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
    const subjectless = !incidentPk && !bookingPk && !vehiclePk && !personPk;
    const [incident, types, booking, vehicle, person, vehicles] = await Promise.all([
      incidentPk ? incidents.getIncident(incidentPk) : null,
      settle(incidents.listIncidentTypes()),
      !incidentPk && bookingPk ? settle(bookingCalls(request).getBooking(bookingPk)) : null,
      !incidentPk && vehiclePk ? settle(vehicleCalls(request).getVehicle(vehiclePk)) : null,
      !incidentPk && personPk ? settle(employeeCalls(request).getEmployee(personPk)) : null,
      subjectless ? settle(vehicleCalls(request).listVehicles({ is_active: true, ordering: 'name', page_size: 100 })) : null,
    ]);
    const loadedBooking = booking?.ok ? booking.value : null;
    const subject: IncidentSubjectView = {
      booking:
        bookingPk && !incidentPk
          ? {
              pk: bookingPk,
              text: loadedBooking ? bookingText(loadedBooking) : null,
              vehicle: loadedBooking?.vehicle ?? null,
              people: loadedBooking
                ? { driverId: loadedBooking.driver?.pk ?? 0, secondaryDriverIds: (loadedBooking.secondary_drivers ?? []).map((driver) => driver.pk) }
                : null,
            }
          : null,
      vehicle: vehiclePk && !incidentPk ? (vehicle?.ok ? vehicle.value : { pk: vehiclePk, name: `Vehicle ${vehiclePk}` }) : null,
      person: personPk && !incidentPk ? { pk: personPk, name: person?.ok ? person.value.name : null } : null,
    };
    return {
      incident,
      types: types.ok ? types.value.results : [],
      typesError: types.ok ? null : failureTitle(types.error),
      subject,
      vehicles: vehicles?.ok ? vehicles.value.results : [],
      vehiclesError: vehicles && !vehicles.ok ? failureTitle(vehicles.error) : null,
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
    const employees = employeeCalls(request);
    const { url } = await employees.requestDocumentUpload(file.name);
    return (await employees.uploadDocument(url, file, file.name)).url;
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
