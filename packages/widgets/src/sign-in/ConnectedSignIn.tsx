import {
  isMotorpoolApiError,
  LOGIN_ORGANISATION_REQUIRED,
  messages,
  OrganisationSummary,
  type Profile,
} from '@motorpool/api';
import { array, is } from 'superstruct';
import { sessionApiClient } from '../session/session-api';
import { sessionStore } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
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
  theme?: ThemeName;
};

const OrganisationChoices = array(OrganisationSummary);

/** `SignIn` wired to the accounts service and the shared session. */
export function ConnectedSignIn(props: ConnectedSignInProps) {
  return (
    <SignInStoreProvider>
      <ConnectedSignInForm {...props} />
    </SignInStoreProvider>
  );
}

function ConnectedSignInForm({ apiBase, onSignedIn, onTwoFactorRequired, heading, theme }: ConnectedSignInProps) {
  const store = useSignInStoreApi();
  const organisations = useSignInStore((state) => state.organisations);
  const hint = useSignInStore((state) => state.hint);
  const serverError = useSignInStore((state) => state.serverError);
  const fieldErrors = useSignInStore((state) => state.fieldErrors);

  async function signIn(values: SignInValues) {
    const { attemptStarted, organisationRequired, failed } = store.getState();
    attemptStarted();
    const client = sessionApiClient(apiBase);

    let login;
    try {
      login = await client.accounts.login(values);
    } catch (error) {
      if (!isMotorpoolApiError(error)) return failed(messages.request.unexpected);
      const choices = error.details.organisations;
      if (error.code === LOGIN_ORGANISATION_REQUIRED && is(choices, OrganisationChoices) && choices.length > 0) {
        return organisationRequired(choices, error.title);
      }
      return failed(error.title || messages.login.failure, error.fields);
    }

    if (login.two_factor || !login.token) {
      if (onTwoFactorRequired) return onTwoFactorRequired(values.email);
      return failed(messages.login.failure);
    }

    const session = sessionStore.getState();
    session.signIn({ token: login.token, organisation: login.organisation ?? values.organisation_id ?? null });
    let profile;
    try {
      profile = await client.accounts.getProfile();
    } catch (error) {
      // Signed in means token and profile together; a half session would strand the other widgets.
      sessionStore.getState().signOut();
      return failed(isMotorpoolApiError(error) ? error.title : messages.request.unexpected);
    }
    sessionStore.getState().setProfile(profile);
    onSignedIn?.(profile);
  }

  return (
    <SignIn
      onSubmit={signIn}
      organisations={organisations}
      hint={hint}
      serverError={serverError}
      fieldErrors={fieldErrors}
      heading={heading}
      theme={theme}
    />
  );
}
