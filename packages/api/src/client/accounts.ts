import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { LoginResponse, type LoginRequest, type UpdateMeRequest, type UpdatePreferenceRequest } from '../structs/accounts';
import { Profile } from '../structs/profile';
import { UserPreference } from '../structs/preference';
import type { Requester } from './request';

const PreferenceList = listOf(UserPreference);
export type PreferenceList = Infer<typeof PreferenceList>;

/** Calls of the accounts service (spec §7). */
export function accountsCalls(request: Requester) {
  return {
    /** `POST user/login/`; a multi-organisation email fails with code `organisation_required` and the list. */
    login: (body: LoginRequest) =>
      request('accounts', 'user/login/', { method: 'POST', body, organisation: body.organisation_id ?? null }, LoginResponse),
    /** `DELETE user/logout/`: revokes the current token. */
    logout: () => request('accounts', 'user/logout/', { method: 'DELETE' }),
    /** `GET user/profile/` for the selected organisation. */
    getProfile: () => request('accounts', 'user/profile/', {}, Profile),
    /** `PUT user/me/`: only the given fields change. */
    updateMe: (body: UpdateMeRequest) => request('accounts', 'user/me/', { method: 'PUT', body }, Profile),
    /** `GET preference/user-preference/`. */
    listPreferences: () => request('accounts', 'preference/user-preference/', {}, PreferenceList),
    /** `PUT preference/user-preference/{id}/`. */
    updatePreference: (pk: number, body: UpdatePreferenceRequest) =>
      request('accounts', `preference/user-preference/${pk}/`, { method: 'PUT', body }, UserPreference),
  };
}
export type AccountsCalls = ReturnType<typeof accountsCalls>;
