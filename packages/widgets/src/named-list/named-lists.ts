import { branchCalls, employeeCalls, type NamedWrite, type Requester } from '@motorpool/api';
import type { NamedItem } from './NamedList';

/** The organisation's named lists this widget edits. */
export const NAMED_LIST_KINDS = ['departments', 'cost-centres', 'geofences'] as const;
export type NamedListKind = (typeof NAMED_LIST_KINDS)[number];

/** Calls of both services that hold named lists (departments and cost centres with the people, geofences with the branches). */
const namedListCalls = (request: Requester) => ({ ...employeeCalls(request), ...branchCalls(request) });

/** What differs between the kinds: their words and their calls. */
export type NamedListConfig = {
  title: string;
  singular: string;
  plural: string;
  list: (request: Requester) => Promise<NamedItem[]>;
  create: (request: Requester, body: NamedWrite) => Promise<NamedItem>;
  update: (request: Requester, pk: number, body: NamedWrite) => Promise<NamedItem>;
  remove: (request: Requester, pk: number) => Promise<unknown>;
};

export const NAMED_LISTS: Readonly<Record<NamedListKind, NamedListConfig>> = {
  departments: {
    title: 'Departments',
    singular: 'department',
    plural: 'departments',
    list: (request) =>
      namedListCalls(request)
        .listDepartments()
        .then((list) => list.results),
    create: (request, body) => namedListCalls(request).createDepartment(body),
    update: (request, pk, body) => namedListCalls(request).updateDepartment(pk, body),
    remove: (request, pk) => namedListCalls(request).deleteDepartment(pk),
  },
  'cost-centres': {
    title: 'Cost Centres',
    singular: 'cost centre',
    plural: 'cost centres',
    list: (request) =>
      namedListCalls(request)
        .listCostCentres()
        .then((list) => list.results),
    create: (request, body) => namedListCalls(request).createCostCentre(body),
    update: (request, pk, body) => namedListCalls(request).updateCostCentre(pk, body),
    remove: (request, pk) => namedListCalls(request).deleteCostCentre(pk),
  },
  geofences: {
    title: 'Geofences',
    singular: 'geofence',
    plural: 'geofences',
    list: (request) =>
      namedListCalls(request)
        .listGeofences()
        .then((list) => list.results),
    create: (request, body) => namedListCalls(request).createGeofence(body),
    update: (request, pk, body) => namedListCalls(request).updateGeofence(pk, body),
    remove: (request, pk) => namedListCalls(request).deleteGeofence(pk),
  },
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const namedListToasts = (config: Pick<NamedListConfig, 'singular'>) => ({
  added: `${capitalised(config.singular)} added successfully`,
  renamed: `${capitalised(config.singular)} renamed successfully`,
  deleted: `${capitalised(config.singular)} deleted successfully`,
});
