import { accountsCalls, isMotorpoolApiError, messages, type ResendActivationRequest } from '@motorpool/api';
import type { Logo } from '../ui/form/AccountPanel';
import { failureTitle } from '../api/api-failure';
import type { Navigate } from '../ui/form/TextLink';
import { sessionRequester } from '../session/session-api';
import { sessionStore, useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { VerifyAccountStoreProvider, useVerifyAccountStore, useVerifyAccountStoreApi } from './store';
import { VerifyAccount, type VerifyAccountValues } from './VerifyAccount';

export type ConnectedVerifyAccountProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** Where the code goes (portal config `register_type`, spec §3: email by default). */
  registerType?: 'email' | 'phone';
  /**
   * Called with the server's message once the account is verified and the
   * session's profile refreshed; the portal toasts it and opens /dashboard (spec §4).
   */
  onVerified?: (message: string) => void;
  /** "Not you? Sign out"; `null` hides it. Defaults to the portal's `/logout`. */
  signOutHref?: string | null;
  onNavigate?: Navigate;
  heading?: string;
  logo?: Logo | null;
  theme?: ThemeName;
};

/** `VerifyAccount` for the signed-in person, wired to `user/activate/`, `user/resend-activation/` and the session. */
export function ConnectedVerifyAccount(props: ConnectedVerifyAccountProps) {
  return (
    <VerifyAccountStoreProvider>
      <ConnectedVerifyAccountForm {...props} />
    </VerifyAccountStoreProvider>
  );
}

function ConnectedVerifyAccountForm({
  apiBase,
  registerType = 'email',
  onVerified,
  signOutHref = '/logout',
  onNavigate,
  heading,
  logo,
  theme,
}: ConnectedVerifyAccountProps) {
  const store = useVerifyAccountStoreApi();
  const notice = useVerifyAccountStore((state) => state.notice);
  const serverError = useVerifyAccountStore((state) => state.serverError);
  const fieldErrors = useVerifyAccountStore((state) => state.fieldErrors);
  const profile = useSession((session) => session.profile);

  const destination = (registerType === 'phone' ? profile?.phone : profile?.email) || null;
  // The server knows the signed-in account; the address only says which of its channels the code is for.
  const contact: ResendActivationRequest = destination ? { [registerType]: destination } : {};

  async function verify({ token }: VerifyAccountValues) {
    const { attemptStarted, failed } = store.getState();
    attemptStarted();
    const accounts = accountsCalls(sessionRequester(apiBase));
    let message: string;
    try {
      ({ message } = await accounts.activate({ token, ...contact }));
    } catch (error) {
      return failed(failureTitle(error, messages.activation.verifyFailure), isMotorpoolApiError(error) ? error.fields : undefined);
    }
    // The profile now says the account is verified; a failed refresh only leaves the old one until the next load.
    try {
      sessionStore.getState().setProfile(await accounts.getProfile());
    } catch {
      // The verification itself succeeded.
    }
    onVerified?.(message || messages.activation.verified);
  }

  async function resend() {
    const { attemptStarted, failed, noticeShown } = store.getState();
    attemptStarted();
    try {
      const { message } = await accountsCalls(sessionRequester(apiBase)).resendActivation(contact);
      noticeShown(message);
    } catch (error) {
      failed(failureTitle(error));
    }
  }

  return (
    <VerifyAccount
      destination={destination}
      onSubmit={verify}
      onResend={resend}
      notice={notice}
      serverError={serverError}
      fieldErrors={fieldErrors}
      signOutHref={signOutHref}
      onNavigate={onNavigate}
      heading={heading}
      logo={logo}
      theme={theme}
    />
  );
}
