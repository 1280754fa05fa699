import { messages, isMotorpoolApiError, inviteCalls, type CreateInviteRequest, type Invite, type InviteOptions } from '@motorpool/api';
import { useEffect, useState } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionRequester } from '../session/session-api';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { InviteUser } from './InviteUser';

export type ConnectedInviteUserProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After the server accepted an invitation, e.g. to reload the invite table. */
  onInvited?: (invite: Invite) => void;
  heading?: string;
  theme?: ThemeName;
};

/** `InviteUser` wired to `GET invite/options/` and `POST invite-user/` with the shared session. */
export function ConnectedInviteUser({ apiBase, onInvited, heading, theme }: ConnectedInviteUserProps) {
  const [options, setOptions] = useState<InviteOptions | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    let current = true;
    inviteCalls(sessionRequester(apiBase))
      .getInviteOptions()
      .then(
        (loaded) => current && setOptions(loaded),
        (error: unknown) => current && setServerError(failureTitle(error)),
      );
    return () => {
      current = false;
    };
  }, [apiBase]);

  async function invite(request: CreateInviteRequest): Promise<boolean> {
    setServerError(null);
    setFieldErrors(null);
    try {
      const sent = await inviteCalls(sessionRequester(apiBase)).createInvite(request);
      toast.success(messages.invite.sent);
      onInvited?.(sent);
      return true;
    } catch (error) {
      setServerError(failureTitle(error));
      setFieldErrors(isMotorpoolApiError(error) ? error.fields : null);
      return false;
    }
  }

  return <InviteUser options={options} onSubmit={invite} serverError={serverError} fieldErrors={fieldErrors} heading={heading} theme={theme} />;
}
