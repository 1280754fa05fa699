import { isMotorpoolApiError, organisationsCalls, type CreateOrganisationRequest, type OrganisationSummary } from '@motorpool/api';
import { useState } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionRequester } from '../session/session-api';
import type { ThemeName } from '../theme/theme-names';
import { CreateOrganisation } from './CreateOrganisation';

export type ConnectedCreateOrganisationProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After the server created the organisation, with it as the profile lists organisations (e.g. to switch into it). */
  onCreated?: (organisation: OrganisationSummary) => void;
  heading?: string;
  theme?: ThemeName;
};

/** `CreateOrganisation` wired to `POST organisations/` with the shared session. */
export function ConnectedCreateOrganisation({ apiBase, onCreated, heading, theme }: ConnectedCreateOrganisationProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string> | null>(null);

  async function create(request: CreateOrganisationRequest): Promise<boolean> {
    setServerError(null);
    setFieldErrors(null);
    try {
      const created = await organisationsCalls(sessionRequester(apiBase)).createOrganisation(request);
      onCreated?.(created);
      return true;
    } catch (error) {
      setServerError(failureTitle(error));
      setFieldErrors(isMotorpoolApiError(error) ? error.fields : null);
      return false;
    }
  }

  return <CreateOrganisation onSubmit={create} serverError={serverError} fieldErrors={fieldErrors} heading={heading} theme={theme} />;
}
