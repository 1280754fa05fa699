import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import {
  ImageUploadResponse,
  LoginResponse,
  UploadedImage,
  type LoginRequest,
  type UpdateMeRequest,
  type UpdatePreferenceRequest,
  type InviteRequest,
} from '../structs/accounts';
import {
  LinkTokenDetails,
  MessageResponse,
  PortalConfig,
  type ActivateEmployeeRequest,
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  type LinkTokenType,
  type OtpOnlyRequest,
  type OtpSubmitRequest,
  type SetPasswordRequest,
} from '../structs/account-recovery';
import type { ActivateRequest, ChangePhoneRequest, RecoverPasswordRequest, ResendActivationRequest } from '../structs/phone-requests';
import { Profile } from '../structs/profile';
import { Notification, NotificationCount, NotificationPage } from '../structs/notification';
import { UserPreference } from '../structs/preference';
import { TwoFactorStatus, type TwoFactorDisableRequest } from '../structs/two-factor';
import { MotorpoolApiError } from './errors';
import type { Requester } from './request';

const PreferenceList = listOf(UserPreference);
export type PreferenceList = Infer<typeof PreferenceList>;

const ACCOUNTS_PREFIX = '/api/v1/accounts/';

/** The upload URL the server hands out, as a path under the accounts service, so it goes through the usual requester. */
function accountsPath(url: string): string {
  const at = url.indexOf(ACCOUNTS_PREFIX);
  if (at === -1) throw MotorpoolApiError.badResponse(new Error(`upload URL outside the accounts service: ${url}`));
  return url.slice(at + ACCOUNTS_PREFIX.length);
}

/** Calls of the accounts service (spec §7). */
export function accountsCalls(request: Requester) {
  const post = <B>(path: string, body: B) => request('accounts', path, { method: 'POST', body }, MessageResponse);
  return {
    /** `GET portal-config/`: branding and public-screen settings for this host. */
    getPortalConfig: () => request('accounts', 'portal-config/', {}, PortalConfig),
    /** `POST user/login/`; a multi-organisation email fails with code `organisation_required` and the list. With 2FA on, no token: the code goes by email. */
    login: (body: LoginRequest) => request('accounts', 'user/login/', { method: 'POST', body, organisation: body.organisation_id ?? null }, LoginResponse),
    /** `POST user/login/otp/submit/`: finishes a two-factor sign-in. */
    submitLoginOtp: (body: OtpSubmitRequest) => request('accounts', 'user/login/otp/submit/', { method: 'POST', body }, LoginResponse),
    /** `GET user/two-factor/`: whether sign-in asks for an emailed code, and which organisation requires it. */
    getTwoFactor: () => request('accounts', 'user/two-factor/', {}, TwoFactorStatus),
    /** `POST user/two-factor/`: emails a code; `confirmTwoFactor` with it turns two-step sign-in on. */
    requestTwoFactor: () => post('user/two-factor/', {}),
    confirmTwoFactor: (body: OtpOnlyRequest) => request('accounts', 'user/two-factor/confirm/', { method: 'POST', body }, TwoFactorStatus),
    /** `POST user/two-factor/disable/` with the current password; refused while an organisation requires it. */
    disableTwoFactor: (body: TwoFactorDisableRequest) => request('accounts', 'user/two-factor/disable/', { method: 'POST', body }, TwoFactorStatus),
    /** `DELETE user/logout/`: revokes the current token. */
    logout: () => request('accounts', 'user/logout/', { method: 'DELETE' }),
    /** `GET user/profile/` for the selected organisation. */
    getProfile: () => request('accounts', 'user/profile/', {}, Profile),
    /** `PUT user/me/`: only the given fields change. */
    updateMe: (body: UpdateMeRequest) => request('accounts', 'user/me/', { method: 'PUT', body }, Profile),
    /** `POST user/image/upload/`: first step of a photo upload; answers a one-time URL for the file. */
    requestImageUpload: (file_name: string) => request('accounts', 'user/image/upload/', { method: 'POST', body: { file_name } }, ImageUploadResponse),
    /** Second step: sends the file as multipart field `file` to the URL of `requestImageUpload`; answers the stored photo's URL for `updateMe`. */
    uploadImage: async (url: string, file: Blob, fileName: string) => {
      const form = new FormData();
      form.set('file', file, fileName);
      return request('accounts', accountsPath(url), { method: 'POST', body: form }, UploadedImage);
    },
    /** `POST user/recover-password/`: always the same answer, whether or not the account exists. */
    recoverPassword: (body: RecoverPasswordRequest) => post('user/recover-password/', body),
    /** `POST user/verify-token/`: checks a reset or activation link before its form is shown. */
    verifyLinkToken: (type: LinkTokenType, token: string) =>
      request('accounts', 'user/verify-token/', { method: 'POST', body: { type, token } }, LinkTokenDetails),
    /** `POST user/new-password/`: sets the password from a reset link; ends every session of the user. */
    setNewPassword: (body: SetPasswordRequest) => post('user/new-password/', body),
    /** `POST user/employee/activate/`: activates an account from its welcome link, setting its password when it has none. */
    activateEmployee: (body: ActivateEmployeeRequest) => post('user/employee/activate/', body),
    /** `POST user/activate/`: verifies the signed-in account with its 6-digit code. */
    activate: (body: ActivateRequest) => post('user/activate/', body),
    /** `POST user/resend-activation/`: sends a new verification code. */
    resendActivation: (body: ResendActivationRequest) => post('user/resend-activation/', body),
    /** `POST user/change-password/`: ends the user's other sessions. */
    changePassword: (body: ChangePasswordRequest) => post('user/change-password/', body),
    /** `POST user/change/email/request/`: sends a code to the new address. */
    requestEmailChange: (body: ChangeEmailRequest) => post('user/change/email/request/', body),
    /** `POST user/change/email/`. */
    confirmEmailChange: (body: OtpOnlyRequest) => post('user/change/email/', body),
    /** `POST user/change-phone/request/`: sends a code to the new number. */
    requestPhoneChange: (body: ChangePhoneRequest) => post('user/change-phone/request/', body),
    /** `POST user/change-phone/`. */
    confirmPhoneChange: (body: OtpOnlyRequest) => post('user/change-phone/', body),
    /** `POST user/invite/`: invites someone with the organisation's default role and the inviter's branch. */
    invite: (body: InviteRequest) => post('user/invite/', body),
    /** `GET notifications/?page=&unread=`: one page of the caller's notifications, newest first. */
    listNotifications: (query: { page?: number; unread?: boolean } = {}) => request('accounts', 'notifications/', { query }, NotificationPage),
    /** `GET notifications/count/`: unread count (polled every 60 s when push is unavailable). */
    getNotificationCount: () => request('accounts', 'notifications/count/', {}, NotificationCount),
    /** `POST notifications/{pk}/read/`. */
    markNotificationRead: (pk: number) => request('accounts', `notifications/${pk}/read/`, { method: 'POST' }, Notification),
    /** `POST notifications/read-all/`: answers how many were marked. */
    markAllNotificationsRead: () => request('accounts', 'notifications/read-all/', { method: 'POST' }, NotificationCount),
    /** `GET preference/user-preference/`. */
    listPreferences: () => request('accounts', 'preference/user-preference/', {}, PreferenceList),
    /** `PUT preference/user-preference/{id}/`. */
    updatePreference: (pk: number, body: UpdatePreferenceRequest) =>
      request('accounts', `preference/user-preference/${pk}/`, { method: 'PUT', body }, UserPreference),
  };
}
export type AccountsCalls = ReturnType<typeof accountsCalls>;
