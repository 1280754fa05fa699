import { accountsCalls, isMotorpoolApiError, messages, type Brand, type LinkTokenDetails } from '@motorpool/api';
import { useCallback, useEffect, useRef } from 'react';
import type { AccountPageHost } from '../ui/form/AccountPanel';
import { failureTitle } from '../api/api-failure';
import { useLinkTokenCheck } from '../api/use-link-token-check';
import type { NewPasswordValues } from '../fields/new-password/NewPasswordForm';
import { sessionRequester } from '../session/session-api';
import { AccountActivation } from './AccountActivation';
import { AccountActivationStoreProvider, useAccountActivationStore, useAccountActivationStoreApi } from './store';

export type ConnectedAccountActivationProps = Omit<AccountPageHost, 'loginHref'> & {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The welcome link's token (`/welcome-user?token=`). A new token starts again. */
  token?: string | null;
  /** The host's brand (portal config `brand`): fleet-share hosts always show the password set-up (spec §2). */
  brand?: Brand;
  /** Called with the server's message once the account is active; the portal toasts it and goes to /login. */
  onActivated?: (message: string) => void;
  /** Where "Back to Login" / "Go to Login" goes; `null` hides it. Defaults to the portal's `/login`. */
  loginHref?: string | null;
};

/** `AccountActivation` wired to the link check and `POST user/employee/activate/`. */
export function ConnectedAccountActivation(props: ConnectedAccountActivationProps) {
  return (
    <AccountActivationStoreProvider key={props.token ?? ''} initial={props.token ? undefined : { step: 'invalid-link' }}>
      <ConnectedAccountActivationFlow {...props} />
    </AccountActivationStoreProvider>
  );
}

function ConnectedAccountActivationFlow({ apiBase, token, brand = 'default', onActivated, loginHref = '/login', ...host }: ConnectedAccountActivationProps) {
  const store = useAccountActivationStoreApi();
  const state = useAccountActivationStore((current) => current);

  /*
   * Spec §2: "Password setup is shown for branded hosts only". We show it
   * whenever the account has no password yet too (self-registered and
   * admin-created accounts), since without one nobody could ever sign in.
   */
  const { linkAccepted, linkRejected } = state;
  const accepted = useCallback((account: LinkTokenDetails) => linkAccepted(account, account.needs_password || brand === 'fleet-share'), [linkAccepted, brand]);
  useLinkTokenCheck(apiBase, 'activation', token, accepted, linkRejected);

  // An account that already has a password needs nothing typed: the link alone activates it.
  // Only reaching `ready` activates: through the ref, a new `onActivated` from the page does not activate again.
  const step = state.step;
  const activateRef = useRef(activate);
  activateRef.current = activate;
  useEffect(() => {
    if (step === 'ready') void activateRef.current(undefined);
  }, [step]);

  async function activate(values: NewPasswordValues | undefined) {
    const { attemptStarted, failed, activated } = store.getState();
    if (!token) return;
    attemptStarted();
    try {
      const { message } = await accountsCalls(sessionRequester(apiBase)).activateEmployee({ jwt_token: token, ...(values ?? {}) });
      const shown = message || messages.activation.success;
      activated(shown);
      onActivated?.(shown);
    } catch (error) {
      failed(failureTitle(error), isMotorpoolApiError(error) ? error.fields : undefined);
    }
  }

  return (
    <AccountActivation
      step={state.step}
      firstName={state.account?.first_name}
      email={state.account?.email}
      onActivate={activate}
      linkProblem={state.linkProblem}
      doneMessage={state.doneMessage}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      {...host}
      loginHref={loginHref}
    />
  );
}
