import type { Infer } from 'superstruct';
import { MessageResponse } from '../structs/account-recovery';
import { listOf } from '../structs/common';
import { IncidentSettings, IncidentType, type IncidentTypeWrite } from '../structs/incident';
import type { Requester } from './request';

const IncidentTypeList = listOf(IncidentType);
export type IncidentTypeList = Infer<typeof IncidentTypeList>;

/** `/incident-settings`' calls, a module of their own so a widget of only these leaves the bookings' structs out of its bundle. */
export function incidentTypeCalls(request: Requester) {
  return {
    listIncidentTypes: () => request('tfm', 'incident-types/', {}, IncidentTypeList),
    createIncidentType: (body: IncidentTypeWrite) => request('tfm', 'incident-types/', { method: 'POST', body }, IncidentType),
    updateIncidentType: (pk: number, body: IncidentTypeWrite) => request('tfm', `incident-types/${pk}/`, { method: 'PUT', body }, IncidentType),
    /** Refused while incidents use the type (deactivate it instead). */
    deleteIncidentType: (pk: number) => request('tfm', `incident-types/${pk}/`, { method: 'DELETE' }, MessageResponse),
    getIncidentSettings: () => request('tfm', 'incident-settings/', {}, IncidentSettings),
    updateIncidentSettings: (body: IncidentSettings) => request('tfm', 'incident-settings/', { method: 'PUT', body }, IncidentSettings),
  };
}
