import { employeeCalls, isMotorpoolApiError, masterConfigCalls, messages, type Employee, type UpdateDriverExtensionRequest } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle, isUnanswered } from '../api/api-failure';
import { ensureSessionProfile, loadSessionProfile } from '../api/session-profile';
import { sessionRequester } from '../session/session-api';
import { useHubsEnabled } from '../session/use-hubs-enabled';
import { useSessionReload } from '../state/use-session-reload';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { allBranches } from '../fields/branch/all-branches';
import { customFieldControl } from '../fields/custom/custom-fields';
import type { NamedOption } from '../fields/person/named-option';
import { LicenseDetails } from './LicenseDetails';
import { OtherDetails } from './OtherDetails';
import { PersonalDetails } from './PersonalDetails';
import { requiredLicenceFields, requiredPersonalFields } from './profile-details-values';
import { PROFILE_DETAILS_TEXT, type ProfileTabProps } from './ProfileDetailsFrame';
import { ProfileDetailsStoreProvider, useProfileDetailsStore, useProfileDetailsStoreApi, type ProfileDetailsLoaded } from './store';

export const PROFILE_SECTIONS = ['personal-details', 'license-details', 'other-details'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export type ProfileDetailsSavedDetail = { section: ProfileSection; pk: number };

export type ConnectedProfileDetailsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  theme?: ThemeName;
  /** Today, yyyy-MM-dd, for the date bounds (licence expiry, date of birth) and the expiry warning; the browser's today by default. */
  today?: string;
  onSaved?: (detail: ProfileDetailsSavedDetail) => void;
};

const SAVED_MESSAGES: Record<ProfileSection, string> = {
  'personal-details': PROFILE_DETAILS_TEXT.personalSaved,
  'license-details': PROFILE_DETAILS_TEXT.licenceSaved,
  'other-details': PROFILE_DETAILS_TEXT.otherSaved,
};

/** The server's title when it gave one, else spec §8's 'Failed to save. Something went wrong'. */
function saveFailure(error: unknown): string {
  if (isUnanswered(error) || (isMotorpoolApiError(error) && 'body' in error.details)) return messages.userForm.saveFailed;
  return failureTitle(error, messages.userForm.saveFailed);
}

/** A record that does not exist for this caller: no organisation chosen (400 `organisation_missing`), or not an employee of it (404). */
function missingRecordReason(error: unknown): string | null {
  if (!isMotorpoolApiError(error)) return null;
  if (error.code === 'organisation_missing') return PROFILE_DETAILS_TEXT.noOrganisation;
  if (error.status === 404) return PROFILE_DETAILS_TEXT.noEmployeeRecord;
  return null;
}

/**
 * Loading and saving of one profile tab: the person's own record from
 * `employees-extensions/get-profile/` plus what the tab needs besides, and
 * saves through `update-driver-extension/{pk}/`. After a save the session's
 * profile is read again, so its missing details (the 'Incomplete Profile
 * Details' prompt) follow what was just filled in.
 */
function useProfileDetails(section: ProfileSection, props: ConnectedProfileDetailsProps, loadExtras: () => Promise<Omit<ProfileDetailsLoaded, 'employee'>>) {
  const { apiBase, onSaved } = props;
  const store = useProfileDetailsStoreApi();
  const state = useProfileDetailsStore((current) => current);

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed, unavailable } = store.getState();
      loadStarted();
      const [employee, extras] = await Promise.allSettled([employeeCalls(sessionRequester(apiBase)).getEmployeeProfile(), loadExtras()]);
      if (!isCurrent()) return;
      if (employee.status === 'rejected') {
        const reason = missingRecordReason(employee.reason);
        return reason ? unavailable(reason) : loadFailed(failureTitle(employee.reason, messages.userForm.fetchFailed));
      }
      if (extras.status === 'rejected') return loadFailed(failureTitle(extras.reason));
      loaded({ employee: employee.value, ...extras.value });
    },
    [store, apiBase, loadExtras],
  );

  const reload = useSessionReload(load);

  async function save(body: UpdateDriverExtensionRequest): Promise<boolean> {
    const { employee, saveStarted, saveSucceeded, saveFailed } = store.getState();
    if (!employee) return false;
    saveStarted();
    try {
      const answer = await employeeCalls(sessionRequester(apiBase)).updateDriverExtension(employee.pk, body);
      saveSucceeded(answer);
      toast.success(SAVED_MESSAGES[section]);
      onSaved?.({ section, pk: answer.pk });
    } catch (error) {
      saveFailed(saveFailure(error), isMotorpoolApiError(error) ? error.fields : undefined);
      return false;
    }
    // The save stands whether or not the profile can be read again now; the next page load reads it anyway.
    await loadSessionProfile(apiBase).catch(() => undefined);
    return true;
  }

  // What every tab's display takes from the store.
  const tabProps: ProfileTabProps = {
    employee: state.employee,
    status: state.status,
    loadError: state.loadError,
    onRetry: reload,
    saving: state.saving,
    saved: state.saved,
    serverError: state.serverError,
    fieldErrors: state.fieldErrors,
    onSave: save,
    theme: props.theme,
  };
  return { state, tabProps };
}

/** `LicenseDetails` wired to the fleet service, with licence photo uploads and the §8-style toasts. */
export function ConnectedLicenseDetails(props: ConnectedProfileDetailsProps) {
  return (
    <ProfileDetailsStoreProvider>
      <ConnectedLicence {...props} />
    </ProfileDetailsStoreProvider>
  );
}

function ConnectedLicence(props: ConnectedProfileDetailsProps) {
  const { apiBase, today } = props;
  // Which licence fields the organisation requires of this person: the profile names those still missing.
  const loadExtras = useCallback(async () => {
    const [profile, classes] = await Promise.all([
      ensureSessionProfile(apiBase).catch(() => null),
      // The organisation's licence classes; unread, the form offers the default classes and the server still checks.
      masterConfigCalls(sessionRequester(apiBase))
        .listMasterConfig('licence-classes')
        .then((list) => list.results.map((entry) => entry.label))
        .catch(() => null),
    ]);
    return { requiredFields: requiredLicenceFields(profile?.missing_user_attributes), licenceClasses: classes };
  }, [apiBase]);
  const { state, tabProps } = useProfileDetails('license-details', props, loadExtras);

  async function uploadPhoto(file: File): Promise<string> {
    const employees = employeeCalls(sessionRequester(apiBase));
    const { url } = await employees.requestDocumentUpload(file.name);
    return (await employees.uploadDocument(url, file, file.name)).url;
  }

  return (
    <LicenseDetails
      {...tabProps}
      requiredFields={state.requiredFields}
      licenceClasses={state.licenceClasses ?? undefined}
      today={today}
      onUploadPhoto={uploadPhoto}
    />
  );
}

/** `OtherDetails` wired to the fleet service: the custom fields, the branches that name the associations, and saving. */
export function ConnectedOtherDetails(props: ConnectedProfileDetailsProps) {
  return (
    <ProfileDetailsStoreProvider>
      <ConnectedOther {...props} />
    </ProfileDetailsStoreProvider>
  );
}

/** The person's own branch and hub, named even when the branch list could not be read. */
function withOwnPlacement(employee: Employee | null, branches: readonly NamedOption[]): NamedOption[] {
  const extension = employee?.employee_details?.employees_extension;
  return [...[extension?.branch, extension?.hub].filter((branch) => branch != null), ...branches];
}

function ConnectedOther(props: ConnectedProfileDetailsProps) {
  const { apiBase } = props;
  const loadExtras = useCallback(async () => {
    const request = sessionRequester(apiBase);
    const [tagGroups, branches] = await Promise.all([
      employeeCalls(request)
        .listTagGroups('user')
        .then((list) => list.results),
      // Only names the associations: without them the pks show as stored, which beats no form at all.
      allBranches(request).catch(() => []),
    ]);
    return { tagGroups, branches };
  }, [apiBase]);
  const { state, tabProps } = useProfileDetails('other-details', props, loadExtras);
  const hubsEnabled = useHubsEnabled();
  // With hubs off ('Enable Hubs') the hubs one is associated with are not shown; a save sends no hubs group, so they stay.
  const tagGroups = useMemo(
    () => (hubsEnabled ? state.tagGroups : state.tagGroups.filter((group) => customFieldControl(group) !== 'hubs')),
    [hubsEnabled, state.tagGroups],
  );

  return <OtherDetails {...tabProps} tagGroups={tagGroups} branches={withOwnPlacement(state.employee, state.branches)} />;
}

/** `PersonalDetails` wired to the fleet service: the departments and cost centres to choose from, the line manager check and saving. */
export function ConnectedPersonalDetails(props: ConnectedProfileDetailsProps) {
  return (
    <ProfileDetailsStoreProvider>
      <ConnectedPersonal {...props} />
    </ProfileDetailsStoreProvider>
  );
}

function ConnectedPersonal(props: ConnectedProfileDetailsProps) {
  const { apiBase, today } = props;
  const store = useProfileDetailsStoreApi();
  const loadExtras = useCallback(async () => {
    const employees = employeeCalls(sessionRequester(apiBase));
    const [departments, costCentres, profile] = await Promise.all([
      employees.listDepartments().then((list) => list.results),
      employees.listCostCentres().then((list) => list.results),
      // Which details the organisation requires of this person: the profile names those still missing.
      ensureSessionProfile(apiBase).catch(() => null),
    ]);
    return { departments, costCentres, requiredPersonalFields: requiredPersonalFields(profile?.missing_user_attributes) };
  }, [apiBase]);
  const { state, tabProps } = useProfileDetails('personal-details', props, loadExtras);

  async function checkManager(email: string) {
    const { managerCheckStarted, managerChecked } = store.getState();
    managerCheckStarted(email);
    try {
      const result = await employeeCalls(sessionRequester(apiBase)).validateEmployee({ manager: email });
      managerChecked(
        result.valid ? { email, status: 'valid' } : { email, status: 'invalid', message: result.fields?.manager ?? messages.driverDetails.managerInvalid },
      );
    } catch {
      // The server checks the manager again on save; a check that could not run must not block the person.
      managerChecked({ email, status: 'valid' });
    }
  }

  return (
    <PersonalDetails
      {...tabProps}
      departments={state.departments}
      costCentres={state.costCentres}
      requiredFields={state.requiredPersonalFields}
      today={today}
      managerCheck={state.managerCheck}
      onManagerBlur={(email) => void checkManager(email)}
    />
  );
}
