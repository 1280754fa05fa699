import { accountsCalls, isMotorpoolApiError, type LoginResponse, messages, type Profile } from '@motorpool/api';
import type { Logo } from '../ui/form/AccountPanel';
import { failureTitle } from '../api/api-failure';
import type { Navigate } from '../ui/form/TextLink';
import { completeSignIn } from '../api/complete-sign-in';
import { sessionRequester } from '../session/session-api';
import type { ThemeName } from '../theme/theme-names';
import { TwoFactorStoreProvider, useTwoFactorStore, useTwoFactorStoreApi } from './store';
import { TwoFactorCode, type TwoFactorCodeValues } from './TwoFactorCode';

export type ConnectedTwoFactorCodeProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The email the password sign-in was for (the portal gets it in navigation state, spec §2 /otp-submit). */
  email: string;
  /** Called once the session holds the token and the profile. */
  onSignedIn?: (profile: Profile) => void;
  /** As on sign-in: with registration off, someone in no organisation cannot sign in (spec §4). */
  registrationEnabled?: boolean;
  /** Where "Back to Login" goes; `null` hides it. Defaults to the portal's `/login`. */
  loginHref?: string | null;
  onNavigate?: Navigate;
  heading?: string;
  logo?: Logo | null;
  theme?: ThemeName;
};

/** `TwoFactorCode` wired to `POST user/login/otp/submit/` and the shared session. */
export function ConnectedTwoFactorCode(props: ConnectedTwoFactorCodeProps) {
  return (
    <TwoFactorStoreProvider>
      <ConnectedTwoFactorForm {...props} />
    </TwoFactorStoreProvider>
  );
}

function ConnectedTwoFactorForm({
  apiBase,
  email,
  onSignedIn,
  registrationEnabled = false,
  loginHref = '/login',
  onNavigate,
  heading,
  logo,
  theme,
}: ConnectedTwoFactorCodeProps) {
  const store = useTwoFactorStoreApi();
  const serverError = useTwoFactorStore((state) => state.serverError);
  const fieldErrors = useTwoFactorStore((state) => state.fieldErrors);

  async function submit({ otp }: TwoFactorCodeValues) {
    const { attemptStarted, failed } = store.getState();
    attemptStarted();
    const request = sessionRequester(apiBase);

    let login: LoginResponse;
    try {
      login = await accountsCalls(request).submitLoginOtp({ email, otp });
    } catch (error) {
      return failed(failureTitle(error, messages.twoFactor.failure), isMotorpoolApiError(error) ? error.fields : undefined);
    }
    if (!login.token) return failed(messages.twoFactor.failure);

    const outcome = await completeSignIn(request, { token: login.token, organisation: login.organisation }, { registrationEnabled });
    if (!outcome.ok) return failed(outcome.title);
    onSignedIn?.(outcome.profile);
  }

  return (
    <TwoFactorCode
      email={email}
      onSubmit={submit}
      serverError={serverError}
      fieldErrors={fieldErrors}
      loginHref={loginHref}
      onNavigate={onNavigate}
      heading={heading}
      logo={logo}
      theme={theme}
    />
  );
}
