import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { OutboxMessage } from '../structs/outbox';
import type { Requester } from './request';

const OutboxList = listOf(OutboxMessage);
export type OutboxList = Infer<typeof OutboxList>;

/** The development mailbox: only served when the server sends no real email, and only to this machine. */
export function devCalls(request: Requester) {
  return {
    /** `GET dev/outbox/`, newest first; `to` narrows to one address or number. */
    listOutbox: (query: { to?: string; page?: number; page_size?: number } = {}) => request('dev', 'outbox/', { query, organisation: null }, OutboxList),
  };
}
