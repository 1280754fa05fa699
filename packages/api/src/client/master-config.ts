import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import {
  MasterConfigEntry,
  type MasterConfigEntryWrite,
  type MasterConfigList,
  type MasterConfigListQuery,
  type MasterConfigOrder,
} from '../structs/master-config';
import type { Requester } from './request';

const MasterConfigEntryList = listOf(MasterConfigEntry);
export type MasterConfigEntryList = Infer<typeof MasterConfigEntryList>;

/** The lookup lists' calls, a module of their own so the forms that only read a list leave the rest out of their bundle. */
export function masterConfigCalls(request: Requester) {
  return {
    /** `GET master-config/{list}/`: the whole list in its order (active entries only unless include_inactive). */
    listMasterConfig: (list: MasterConfigList, query: MasterConfigListQuery = {}) =>
      request('organisations', `master-config/${list}/`, { query }, MasterConfigEntryList),
    createMasterConfigEntry: (list: MasterConfigList, body: MasterConfigEntryWrite) =>
      request('organisations', `master-config/${list}/`, { method: 'POST', body }, MasterConfigEntry),
    updateMasterConfigEntry: (list: MasterConfigList, pk: number, body: MasterConfigEntryWrite) =>
      request('organisations', `master-config/${list}/${pk}/`, { method: 'PUT', body }, MasterConfigEntry),
    /** Refused with 409 while the entry is in use. */
    deleteMasterConfigEntry: (list: MasterConfigList, pk: number) => request('organisations', `master-config/${list}/${pk}/`, { method: 'DELETE' }),
    reorderMasterConfig: (list: MasterConfigList, body: MasterConfigOrder) =>
      request('organisations', `master-config/${list}/order/`, { method: 'PUT', body }, MasterConfigEntryList),
  };
}
