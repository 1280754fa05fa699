import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import {
  AffectedBooking,
  Incident,
  IncidentAuditEntry,
  MovedBooking,
  type IncidentListQuery,
  type IncidentStatusChange,
  type IncidentUpdate,
  type IncidentWrite,
  type MoveAffectedBooking,
} from '../structs/incident';
import type { Requester } from './request';

const IncidentList = listOf(Incident);
export type IncidentList = Infer<typeof IncidentList>;
const IncidentAuditList = listOf(IncidentAuditEntry);
const AffectedBookingList = listOf(AffectedBooking);
export type AffectedBookingList = Infer<typeof AffectedBookingList>;

/** Incidents of the fleet service (spec §2 /incidents and /incident-settings, §3 Incident, §7 `POST incidents/`). */
export function incidentCalls(request: Requester) {
  return {
    /** `GET incidents/` with the table's filters; the CSV and XLSX exports go through the export calls. */
    listIncidents: (query: IncidentListQuery = {}) => request('tfm', 'incidents/', { query }, IncidentList),
    getIncident: (pk: number) => request('tfm', `incidents/${pk}/`, {}, Incident),
    reportIncident: (body: IncidentWrite) => request('tfm', 'incidents/', { method: 'POST', body }, Incident),
    updateIncident: (pk: number, body: IncidentUpdate) => request('tfm', `incidents/${pk}/`, { method: 'PUT', body }, Incident),
    /** Close, dismiss or reopen; the reporter hears of it. */
    changeIncidentStatus: (pk: number, body: IncidentStatusChange) => request('tfm', `incidents/${pk}/status/`, { method: 'POST', body }, Incident),
    listIncidentAudits: (pk: number) => request('tfm', `incidents/${pk}/audits/`, {}, IncidentAuditList),
    /** The future bookings of the blocked vehicle, each with the free vehicles of its class. */
    listAffectedBookings: (pk: number) => request('tfm', `incidents/${pk}/affected-bookings/`, {}, AffectedBookingList),
    moveAffectedBooking: (pk: number, bookingPk: number, body: MoveAffectedBooking = {}) =>
      request('tfm', `incidents/${pk}/affected-bookings/${bookingPk}/move/`, { method: 'POST', body }, MovedBooking),
  };
}
export type IncidentCalls = ReturnType<typeof incidentCalls>;
