// The default and fleet-share themes apply wherever any widget is used.
import './theme/themes.css';

export { themeVars } from './theme/vars.css';
export { THEME_NAMES, applyTheme, type ThemeName } from './theme/theme-names';
export {
  sessionStore,
  useSession,
  SESSION_STORAGE_KEY,
  type Session,
  type SessionState,
  type SessionActions,
} from './session/session-store';
export { sessionApiClient } from './session/session-api';
export { SignIn, type SignInProps, type SignInValues } from './sign-in/SignIn';
export { ConnectedSignIn, type ConnectedSignInProps } from './sign-in/ConnectedSignIn';
export { SignUp, type SignUpProps } from './sign-up/SignUp';
export { ConnectedSignUp, type ConnectedSignUpProps } from './sign-up/ConnectedSignUp';
export { ThankYouDialog, type ThankYouDialogProps } from './sign-up/ThankYouDialog';
export type { SignUpStep, EmailCheck, EmailCheckStatus, Terms } from './sign-up/store';
export type { DriverDetailsValues, DriverFieldValue } from './sign-up/driver-fields';
export type { PhoneValue } from './private/phone-field/phone';
export { REMEMBER_ME_STORAGE_KEY } from './sign-in/remember-me';
export { TwoFactorCode, type TwoFactorCodeProps, type TwoFactorCodeValues } from './two-factor/TwoFactorCode';
export { ConnectedTwoFactorCode, type ConnectedTwoFactorCodeProps } from './two-factor/ConnectedTwoFactorCode';
export {
  ForgotPassword,
  FORGOT_PASSWORD_STEPS,
  type ForgotPasswordProps,
  type ForgotPasswordStep,
} from './forgot-password/ForgotPassword';
export type { PasswordRecovery } from './forgot-password/recovery-request';
export { ConnectedForgotPassword, type ConnectedForgotPasswordProps } from './forgot-password/ConnectedForgotPassword';
export {
  AccountActivation,
  ACCOUNT_ACTIVATION_STEPS,
  type AccountActivationProps,
  type AccountActivationStep,
} from './account-activation/AccountActivation';
export {
  ConnectedAccountActivation,
  type ConnectedAccountActivationProps,
} from './account-activation/ConnectedAccountActivation';
export { VerifyAccount, type VerifyAccountProps, type VerifyAccountValues } from './verify-account/VerifyAccount';
export { ConnectedVerifyAccount, type ConnectedVerifyAccountProps } from './verify-account/ConnectedVerifyAccount';
export type { NewPasswordValues } from './private/new-password/NewPasswordForm';
export type { Logo } from './private/account-form/AccountPanel';
export type { Navigate } from './private/account-form/TextLink';
export {
  InvitedRegistration,
  type InvitedRegistrationProps,
  type InvitedAccountValues,
} from './invited-registration/InvitedRegistration';
export {
  ConnectedInvitedRegistration,
  type ConnectedInvitedRegistrationProps,
} from './invited-registration/ConnectedInvitedRegistration';
export type { InviteStatus } from './invited-registration/store';
export { RegistrationRequests, type RegistrationRequestsProps } from './registration-requests/RegistrationRequests';
export {
  ConnectedRegistrationRequests,
  type ConnectedRegistrationRequestsProps,
} from './registration-requests/ConnectedRegistrationRequests';
export type { RegistrationRequestsStatus } from './registration-requests/store';
