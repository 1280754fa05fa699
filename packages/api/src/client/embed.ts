import type { Infer } from 'superstruct';
import { MessageResponse } from '../structs/account-recovery';
import { listOf } from '../structs/common';
import { EmbedKey, WidgetToken, type EmbedKeyWrite, type WidgetTokenRequest } from '../structs/embed';
import type { Requester } from './request';

const EmbedKeyList = listOf(EmbedKey);
export type EmbedKeyList = Infer<typeof EmbedKeyList>;

/** Embed keys (organisation admins) and the widget tokens partner pages exchange them for. */
export function embedCalls(request: Requester) {
  return {
    /** `GET embed-keys/`: the organisation's keys, newest first, revoked ones included. */
    listEmbedKeys: (query: { page?: number; page_size?: number } = {}) => request('tfm', 'embed-keys/', { query }, EmbedKeyList),
    createEmbedKey: (body: EmbedKeyWrite) => request('tfm', 'embed-keys/', { method: 'POST', body }, EmbedKey),
    updateEmbedKey: (pk: number, body: EmbedKeyWrite) => request('tfm', `embed-keys/${pk}/`, { method: 'PUT', body }, EmbedKey),
    /** Revokes the key for good (it stays listed); its widget tokens fail on their next request. */
    revokeEmbedKey: (pk: number) => request('tfm', `embed-keys/${pk}/`, { method: 'DELETE' }, MessageResponse),
    /** `POST embed/token/` from the partner page; the booking scope also needs the signed-in user's session. */
    issueWidgetToken: (body: WidgetTokenRequest) => request('tfm', 'embed/token/', { method: 'POST', body }, WidgetToken),
  };
}
export type EmbedCalls = ReturnType<typeof embedCalls>;
