import {
  accountsCalls,
  isMotorpoolApiError,
  LOGIN_ORGANISATION_REQUIRED,
  messages,
  OrganisationSummary,
  type LoginResponse,
  type Profile,
} from '@motorpool/api';
import { useState } from 'react';
import { array, is } from 'superstruct';
import type { Logo } from '../ui/form/AccountPanel';
import type { Navigate } from '../ui/form/TextLink';
import { completeSignIn } from '../api/complete-sign-in';
import { sessionRequester } from '../session/session-api';
import type { ThemeName } from '../theme/theme-names';
import { DEFAULT_REMEMBER_ME_DAYS, forgetRememberedEmail, readRememberedEmail, rememberEmail } from './remember-me';
import { SignIn, type SignInValues } from './SignIn';
import { SignInStoreProvider, useSignInStore, useSignInStoreApi } from './store';

export type ConnectedSignInProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** Called once the session holds the token and the profile. */
  onSignedIn?: (profile: Profile) => void;
  /**
   * Called when the account has two-factor sign-in on (spec §4): no token
   * came back and the code must be entered next, for this email.
   */
  onTwoFactorRequired?: (email: string) => void;
  heading?: string;
  logo?: Logo | null;
  theme?: ThemeName;
  /**
   * Whether self sign-up is on (portal config `registration_enabled`; spec §9:
   * off by default). Shows the register link, and decides the spec §4 rule:
   * with it off, someone in no organisation who is not a system admin cannot sign in.
   */
  registrationEnabled?: boolean;
  /** How long "Remember me" keeps the email (portal config `remember_me_days`): 300 default brand, 7 fleet-share. */
  rememberMeDays?: number;
  /** The configured single sign-on address (portal config `sso_url`); the SSO link shows only when set. */
  ssoUrl?: string | null;
  /** The privacy policy (portal config `privacy_policy_url`); no link without it. */
  privacyPolicyUrl?: string | null;
  /** Where "Forgot password?" goes; `null` hides it. Defaults to the portal's `/forgot-password`. */
  forgotPasswordHref?: string | null;
  /** Where "Register" goes when registration is enabled. Defaults to the portal's `/register`. */
  registerHref?: string;
  /** Where "Sign in with SSO" goes when an SSO address is configured. Defaults to the portal's `/sso`. */
  ssoHref?: string;
  /** Follows the links inside the host's router; without it they are plain page loads. */
  onNavigate?: Navigate;
};

const OrganisationChoices = array(OrganisationSummary);

/** `SignIn` wired to the accounts service, the shared session and "Remember me". */
export function ConnectedSignIn(props: ConnectedSignInProps) {
  return (
    <SignInStoreProvider>
      <ConnectedSignInForm {...props} />
    </SignInStoreProvider>
  );
}

function ConnectedSignInForm({
  apiBase,
  onSignedIn,
  onTwoFactorRequired,
  heading,
  logo,
  theme,
  registrationEnabled = false,
  rememberMeDays = DEFAULT_REMEMBER_ME_DAYS,
  ssoUrl,
  privacyPolicyUrl,
  forgotPasswordHref = '/forgot-password',
  registerHref = '/register',
  ssoHref = '/sso',
  onNavigate,
}: ConnectedSignInProps) {
  const store = useSignInStoreApi();
  const organisations = useSignInStore((state) => state.organisations);
  const hint = useSignInStore((state) => state.hint);
  const serverError = useSignInStore((state) => state.serverError);
  const fieldErrors = useSignInStore((state) => state.fieldErrors);
  // Read once: the form takes its defaults when it mounts.
  const [rememberedEmail] = useState(readRememberedEmail);

  // Only a sign-in with the right password changes what is remembered; unticking forgets at once.
  const updateRemembered = (values: SignInValues) => {
    if (values.remember_me) rememberEmail(values.email, rememberMeDays);
  };

  async function signIn(values: SignInValues) {
    const { attemptStarted, organisationRequired, failed } = store.getState();
    attemptStarted();
    if (!values.remember_me) forgetRememberedEmail();
    const request = sessionRequester(apiBase);

    let login: LoginResponse;
    try {
      login = await accountsCalls(request).login(values);
    } catch (error) {
      if (!isMotorpoolApiError(error)) return failed(messages.request.unexpected);
      const choices = error.details.organisations;
      if (error.code === LOGIN_ORGANISATION_REQUIRED && is(choices, OrganisationChoices) && choices.length > 0) {
        return organisationRequired(choices, error.title);
      }
      return failed(error.title || messages.login.failure, error.fields);
    }

    if (login.two_factor || !login.token) {
      if (!onTwoFactorRequired) return failed(messages.login.failure);
      updateRemembered(values);
      return onTwoFactorRequired(values.email);
    }

    const outcome = await completeSignIn(
      request,
      { token: login.token, organisation: login.organisation ?? values.organisation_id ?? null },
      { registrationEnabled },
    );
    if (!outcome.ok) return failed(outcome.title);
    updateRemembered(values);
    onSignedIn?.(outcome.profile);
  }

  return (
    <SignIn
      onSubmit={signIn}
      organisations={organisations}
      hint={hint}
      serverError={serverError}
      fieldErrors={fieldErrors}
      heading={heading}
      logo={logo}
      theme={theme}
      defaultEmail={rememberedEmail ?? undefined}
      defaultRememberMe={rememberedEmail !== null}
      forgotPasswordHref={forgotPasswordHref}
      registerHref={registrationEnabled ? registerHref : null}
      ssoHref={ssoUrl ? ssoHref : null}
      privacyPolicyHref={privacyPolicyUrl}
      onNavigate={onNavigate}
    />
  );
}
