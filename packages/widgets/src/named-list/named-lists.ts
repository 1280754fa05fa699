import type { ApiClient, NamedWrite } from '@motorpool/api';
import type { NamedItem } from './NamedList';

/** The organisation's named lists this widget edits. */
export const NAMED_LIST_KINDS = ['departments', 'cost-centres', 'geofences'] as const;
export type NamedListKind = (typeof NAMED_LIST_KINDS)[number];

type Tfm = ApiClient['tfm'];

/** What differs between the kinds: their words and their calls. */
export type NamedListConfig = {
  title: string;
  singular: string;
  plural: string;
  list: (tfm: Tfm) => Promise<NamedItem[]>;
  create: (tfm: Tfm, body: NamedWrite) => Promise<NamedItem>;
  update: (tfm: Tfm, pk: number, body: NamedWrite) => Promise<NamedItem>;
  remove: (tfm: Tfm, pk: number) => Promise<unknown>;
};

export const NAMED_LISTS: Readonly<Record<NamedListKind, NamedListConfig>> = {
  departments: {
    title: 'Departments',
    singular: 'department',
    plural: 'departments',
    list: (tfm) => tfm.listDepartments().then((list) => list.results),
    create: (tfm, body) => tfm.createDepartment(body),
    update: (tfm, pk, body) => tfm.updateDepartment(pk, body),
    remove: (tfm, pk) => tfm.deleteDepartment(pk),
  },
  'cost-centres': {
    title: 'Cost Centres',
    singular: 'cost centre',
    plural: 'cost centres',
    list: (tfm) => tfm.listCostCentres().then((list) => list.results),
    create: (tfm, body) => tfm.createCostCentre(body),
    update: (tfm, pk, body) => tfm.updateCostCentre(pk, body),
    remove: (tfm, pk) => tfm.deleteCostCentre(pk),
  },
  geofences: {
    title: 'Geofences',
    singular: 'geofence',
    plural: 'geofences',
    list: (tfm) => tfm.listGeofences().then((list) => list.results),
    create: (tfm, body) => tfm.createGeofence(body),
    update: (tfm, pk, body) => tfm.updateGeofence(pk, body),
    remove: (tfm, pk) => tfm.deleteGeofence(pk),
  },
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const namedListToasts = (config: Pick<NamedListConfig, 'singular'>) => ({
  added: `${capitalised(config.singular)} added successfully`,
  renamed: `${capitalised(config.singular)} renamed successfully`,
  deleted: `${capitalised(config.singular)} deleted successfully`,
});
