import { accountsCalls, isMotorpoolApiError, type TwoFactorStatus, twoFactorMessages } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import { toast } from '../state/toast-store';
import { useSessionLoad } from '../state/use-session-load';
import type { ThemeName } from '../theme/theme-names';
import { TwoFactorSettingsStoreProvider, useTwoFactorSettingsStore, useTwoFactorSettingsStoreApi } from './store';
import { TwoFactorSettings } from './TwoFactorSettings';

export type ConnectedTwoFactorSettingsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After it was turned on or off. */
  onChange?: (twoFactor: TwoFactorStatus) => void;
  theme?: ThemeName;
};

/** `TwoFactorSettings` wired to `accounts/user/two-factor/` with the shared session, with toasts. */
export function ConnectedTwoFactorSettings(props: ConnectedTwoFactorSettingsProps) {
  return (
    <TwoFactorSettingsStoreProvider>
      <ConnectedView {...props} />
    </TwoFactorSettingsStoreProvider>
  );
}

function ConnectedView({ apiBase, onChange, theme }: ConnectedTwoFactorSettingsProps) {
  const store = useTwoFactorSettingsStoreApi();
  const state = useTwoFactorSettingsStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const email = useSession((session) => session.profile?.email ?? '');
  const calls = useMemo(() => accountsCalls(sessionRequester(apiBase)), [apiBase]);
  const fetch = useCallback(() => calls.getTwoFactor(), [calls]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  /** Runs one request; a refusal stays on the step it came from, with the server's words. */
  async function attempt(send: () => Promise<void>) {
    const { requestStarted, requestFailed } = store.getState();
    requestStarted();
    try {
      await send();
    } catch (error) {
      requestFailed(failureTitle(error), isMotorpoolApiError(error) ? error.fields : undefined);
    }
  }

  const changed = (twoFactor: TwoFactorStatus, message: string) => {
    store.getState().requestEnded('idle', twoFactor);
    toast.success(message);
    onChange?.(twoFactor);
  };

  return (
    <TwoFactorSettings
      status={state.status}
      twoFactor={state.twoFactor}
      email={email}
      loadError={state.loadError}
      onRetry={retry}
      step={state.step}
      busy={state.busy}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onRequestCode={() =>
        attempt(async () => {
          const { message } = await calls.requestTwoFactor();
          store.getState().requestEnded('confirming');
          toast.success(message);
        })
      }
      onConfirm={(otp) => attempt(async () => changed(await calls.confirmTwoFactor({ otp }), twoFactorMessages.enabled))}
      onStartDisabling={() => store.getState().stepChosen('disabling')}
      onDisable={(password) => attempt(async () => changed(await calls.disableTwoFactor({ password }), twoFactorMessages.disabled))}
      onCancel={() => store.getState().stepChosen('idle')}
      theme={theme}
    />
  );
}
