import { SignUpSettingsView, type SignUpSettings } from '../structs/sign-up-settings';
import type { Requester } from './request';

/** `organisations/sign-up-settings/`: self sign-up, its approvers and password recovery. */
export function signUpSettingsCalls(request: Requester) {
  return {
    getSignUpSettings: () => request('organisations', 'sign-up-settings/', {}, SignUpSettingsView),
    updateSignUpSettings: (body: SignUpSettings) => request('organisations', 'sign-up-settings/', { method: 'PUT', body }, SignUpSettingsView),
  };
}
