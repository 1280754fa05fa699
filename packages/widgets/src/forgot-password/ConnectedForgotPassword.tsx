import { accountsCalls, isMotorpoolApiError, LOGIN_ORGANISATION_REQUIRED, messages, PrimaryKey, type RecoverPasswordRequest } from '@motorpool/api';
import { array, is, type } from 'superstruct';
import type { AccountPageHost } from '../ui/form/AccountPanel';
import { failureTitle, isThrottled, isUnanswered } from '../api/api-failure';
import { useLinkTokenCheck } from '../api/use-link-token-check';
import type { NewPasswordValues } from '../fields/new-password/NewPasswordForm';
import { sessionRequester } from '../session/session-api';
import { ForgotPassword } from './ForgotPassword';
import type { PasswordRecovery } from './recovery-request';
import { ForgotPasswordStoreProvider, useForgotPasswordStore, useForgotPasswordStoreApi } from './store';

export type ConnectedForgotPasswordProps = Omit<AccountPageHost, 'loginHref'> & {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The reset link's token (spec §2: `/forgot-password?token=` starts at step 3). A new token starts the flow again. */
  token?: string | null;
  /** The email the request form starts with (spec §2: `/forgot-password?email=`). */
  email?: string;
  /** What the request asks for (portal config `password_recovery`); email by default. */
  passwordRecovery?: PasswordRecovery;
  /** Called with the server's message once the new password is saved; the portal toasts it and goes to /login (spec §4). */
  onPasswordReset?: (message: string) => void;
  /** Where "Back to Login" goes; `null` hides it. Defaults to the portal's `/login`. */
  loginHref?: string | null;
};

// The multi-organisation answer lists the organisations; only the first one's pk is needed.
const OrganisationRefs = array(type({ pk: PrimaryKey }));

/** Spec §4: "User belongs to multiple organisations" retries once with the first listed organisation. */
function firstListedOrganisation(error: unknown): number | null {
  if (!isMotorpoolApiError(error)) return null;
  if (error.title !== messages.forgotPassword.multipleOrganisations && error.code !== LOGIN_ORGANISATION_REQUIRED) return null;
  const organisations = error.details.organisations;
  return is(organisations, OrganisationRefs) && organisations[0] ? organisations[0].pk : null;
}

/** `ForgotPassword` wired to the accounts service: request, reset link check and new password. */
export function ConnectedForgotPassword(props: ConnectedForgotPasswordProps) {
  return (
    <ForgotPasswordStoreProvider key={props.token ?? ''} initial={{ step: props.token ? 'verifying' : 'request' }}>
      <ConnectedForgotPasswordFlow {...props} />
    </ForgotPasswordStoreProvider>
  );
}

function ConnectedForgotPasswordFlow({
  apiBase,
  token,
  email,
  passwordRecovery = 'email',
  onPasswordReset,
  loginHref = '/login',
  ...host
}: ConnectedForgotPasswordProps) {
  const store = useForgotPasswordStoreApi();
  const state = useForgotPasswordStore((current) => current);

  // Step 3 opens only for a link that is still good.
  useLinkTokenCheck(apiBase, 'password_reset', token, state.linkAccepted, state.linkRejected);

  async function request(values: RecoverPasswordRequest) {
    const { attemptStarted, failed, requestSent } = store.getState();
    attemptStarted();
    const accounts = accountsCalls(sessionRequester(apiBase));

    let failure: unknown;
    try {
      return requestSent((await accounts.recoverPassword(values)).message);
    } catch (error) {
      failure = error;
    }
    const organisation = values.organisation_id === undefined ? firstListedOrganisation(failure) : null;
    if (organisation !== null) {
      try {
        return requestSent((await accounts.recoverPassword({ ...values, organisation_id: organisation })).message);
      } catch (error) {
        failure = error;
      }
    }

    // Being told to wait, or getting no answer at all, says nothing about the account: say so, and stay.
    if (isThrottled(failure) || isUnanswered(failure)) return failed(failureTitle(failure));
    // Input the server could not take (a malformed phone) is about the form, not the account.
    if (isMotorpoolApiError(failure) && failure.status === 400 && Object.keys(failure.fields).length > 0) {
      return failed(failure.title, failure.fields);
    }
    // Spec §4/§8: every other failure reads exactly like success, so the screen never tells whether an account exists.
    requestSent(messages.forgotPassword.sent);
  }

  async function setPassword(values: NewPasswordValues) {
    const { attemptStarted, failed, passwordReset } = store.getState();
    if (!token) return;
    attemptStarted();
    try {
      const { message } = await accountsCalls(sessionRequester(apiBase)).setNewPassword({ jwt_token: token, ...values });
      const shown = message || messages.resetPassword.success;
      passwordReset(shown);
      onPasswordReset?.(shown);
    } catch (error) {
      if (isThrottled(error) || isUnanswered(error)) return failed(failureTitle(error));
      failed(messages.resetPassword.failure, isMotorpoolApiError(error) ? error.fields : undefined);
    }
  }

  return (
    <ForgotPassword
      step={state.step}
      passwordRecovery={passwordRecovery}
      defaultEmail={email}
      onRequest={request}
      onSetPassword={setPassword}
      onRequestNewLink={state.requestNewLink}
      sentMessage={state.sentMessage}
      doneMessage={state.doneMessage}
      linkProblem={state.linkProblem}
      email={state.account?.email}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      {...host}
      loginHref={loginHref}
    />
  );
}
