import {
  approvalRuleCalls,
  callerOfProfile,
  employeeCalls,
  INDUSTRY_CUSTOM_FLEET,
  isEmployeeInvited,
  isMotorpoolApiError,
  masterConfigCalls,
  mayManageStructure,
  messages,
  type EmployeeWrite,
} from '@motorpool/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failureTitle, isUnanswered } from '../api/api-failure';
import { ensureSessionProfile } from '../api/session-profile';
import { sessionRequester } from '../session/session-api';
import { useHubsEnabled } from '../session/use-hubs-enabled';
import { useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { allBranches } from '../fields/branch/all-branches';
import { emptyOptions, UserFormStoreProvider, useUserFormStore, useUserFormStoreApi, type OptionListName, type SaveIntent } from './store';
import { UserForm } from './UserForm';
import { STRUCT_REQUIRED_FIELDS, type UserFormField } from './user-form-values';

/**
 * After a save. `done` says the person is finished with the form (Submit, or
 * Save of an edit); after Save of a new user the form stays open, empty, for
 * the next one. `invited`: the email belongs to an account already in use,
 * so its holder was sent an invitation and there is no member yet (`pk` null).
 */
export type UserSavedDetail = { pk: number | null; created: boolean; done: boolean; invited: boolean };

export type ConnectedUserFormProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The user to edit (`employees-extensions/{pk}/`); none to add one. */
  pk?: number | null;
  /** Loads a deleted user too (`is_deleted`), shown read-only. */
  includeDeleted?: boolean;
  /** Fields that must be filled in; by default those the save payload requires. */
  requiredFields?: readonly UserFormField[];
  theme?: ThemeName;
  /** Today, yyyy-MM-dd, for the date bounds; the browser's today by default. */
  today?: string;
  onSaved?: (detail: UserSavedDetail) => void;
  onDeleted?: (detail: { pk: number }) => void;
  onCancel?: () => void;
};

/**
 * `UserForm` wired to the fleet service: the record and every list it
 * chooses from, the line manager check, licence photo uploads, save and
 * delete, with the §8 toasts (shown by the page's `<Toaster>`).
 */
export function ConnectedUserForm(props: ConnectedUserFormProps) {
  return (
    <UserFormStoreProvider>
      <ConnectedForm {...props} />
    </UserFormStoreProvider>
  );
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T,>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/** Spec §8 names the failures of the record, the roles and the hubs; other lists say what the server said. */
const LIST_FAILURES: Partial<Record<OptionListName, string>> = { roles: messages.userForm.rolesFailed, hubs: messages.userForm.hubsFailed };

/** The server's title when it gave one, else spec §8's 'Failed to save. Something went wrong'. */
function saveFailure(error: unknown): string {
  if (isUnanswered(error) || (isMotorpoolApiError(error) && 'body' in error.details)) return messages.userForm.saveFailed;
  return failureTitle(error, messages.userForm.saveFailed);
}

function ConnectedForm({ apiBase, pk, includeDeleted = false, requiredFields, theme, today, onSaved, onDeleted, onCancel }: ConnectedUserFormProps) {
  const store = useUserFormStoreApi();
  const state = useUserFormStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const industry = useSession((session) => session.profile?.current_organisation?.industry ?? null);
  const phoneCountry = useSession((session) => session.profile?.current_organisation?.phone_country ?? null);
  const hubsEnabled = useHubsEnabled();
  const request = useMemo(() => sessionRequester(apiBase), [apiBase]);
  const employees = useMemo(() => employeeCalls(request), [request]);
  // Only those who run the organisation read its line-manager setting; for others the server's refusal names the field.
  const readsLineManagerSetting = useSession((session) => (session.profile ? mayManageStructure(callerOfProfile(session.profile)) : false));
  const [managerRequired, setManagerRequired] = useState(false);
  const shownRequiredFields = useMemo(
    () => (managerRequired ? [...new Set<UserFormField>([...(requiredFields ?? STRUCT_REQUIRED_FIELDS), 'manager'])] : requiredFields),
    [managerRequired, requiredFields],
  );

  // The industry (CustomFleet says 'New User') comes with the profile; a partner page may not have loaded it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `organisation` is a trigger: switching organisation drops the session's profile, so the new one's industry is read again.
  useEffect(() => {
    if (token) ensureSessionProfile(apiBase).catch(() => undefined);
  }, [apiBase, token, organisation]);

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      loadStarted();
      const [employee, roles, statuses, branches, hubs, departments, costCentres, tagGroups, licenceClasses, lineManager] = await Promise.all([
        pk ? settle(employees.getEmployee(pk, includeDeleted ? { is_deleted: true } : {})) : Promise.resolve<Settled<null>>({ ok: true, value: null }),
        settle(employees.listRoles().then((list) => list.results)),
        settle(employees.listUserStatuses().then((list) => list.results.map((status) => status.name))),
        settle(allBranches(request, { is_active: true })),
        settle(allBranches(request, { is_active: true, branch_type: 'hub' })),
        settle(employees.listDepartments().then((list) => list.results)),
        settle(employees.listCostCentres().then((list) => list.results)),
        settle(employees.listTagGroups('user').then((list) => list.results)),
        settle(
          masterConfigCalls(request)
            .listMasterConfig('licence-classes')
            .then((list) => list.results.map((entry) => entry.label)),
        ),
        readsLineManagerSetting ? settle(approvalRuleCalls(request).getLineManagerSetting()) : Promise.resolve<Settled<null>>({ ok: true, value: null }),
      ]);
      if (!isCurrent()) return;
      setManagerRequired(lineManager.ok && lineManager.value?.line_manager_required === true);
      if (!employee.ok) return loadFailed(messages.userForm.fetchFailed);

      const lists = { roles, statuses, branches, hubs, departments, costCentres, tagGroups, licenceClasses };
      const options = emptyOptions();
      const optionErrors: Partial<Record<OptionListName, string>> = {};
      for (const [name, result] of Object.entries(lists) as [OptionListName, Settled<never>][]) {
        if (result.ok) Object.assign(options, { [name]: result.value });
        else optionErrors[name] = LIST_FAILURES[name] ?? failureTitle(result.error);
      }
      loaded(employee.value, options, optionErrors);
    },
    [store, request, employees, pk, includeDeleted, readsLineManagerSetting],
  );

  const searchRecipients = useCallback(
    async (query: string) => {
      const { recipientSearchStarted, recipientsFound, recipientSearchFailed } = store.getState();
      recipientSearchStarted(query);
      try {
        const list = await employees.listEmployeeSummaries({ page_size: 20, ...(query ? { search: query } : {}) });
        recipientsFound(
          query,
          list.results.map(({ pk: personPk, name, role }) => ({ pk: personPk, name, role })),
        );
      } catch (error) {
        recipientSearchFailed(query, failureTitle(error));
      }
    },
    [store, employees],
  );

  const recipientSearch = useMemo(
    () => ({ ...state.recipients, onSearch: (query: string) => void searchRecipients(query) }),
    [state.recipients, searchRecipients],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` and `organisation` are triggers: the requests go out with the session's current ones, so another person or organisation loads the form again.
  useEffect(() => {
    let current = true;
    void load(() => current);
    void searchRecipients('');
    return () => {
      current = false;
    };
  }, [load, searchRecipients, token, organisation]);

  async function save(payload: EmployeeWrite, intent: SaveIntent): Promise<boolean> {
    const { saveStarted, saved, saveFailed } = store.getState();
    saveStarted(intent);
    try {
      const answer = await employees.saveEmployee(payload);
      const created = payload.pk === undefined;
      const done = intent === 'submit' || !created;
      if (isEmployeeInvited(answer)) {
        toast.success(answer.message);
        saved(null);
        onSaved?.({ pk: null, created: false, done, invited: true });
        return true;
      }
      toast.success(created ? messages.userForm.added : messages.userForm.updated);
      saved(created ? null : answer);
      onSaved?.({ pk: answer.pk, created, done, invited: false });
      return true;
    } catch (error) {
      saveFailed(saveFailure(error), isMotorpoolApiError(error) ? error.fields : undefined);
      return false;
    }
  }

  async function remove() {
    const { employee, deleteStarted, deleted, deleteFailed } = store.getState();
    if (!employee) return;
    deleteStarted();
    try {
      await employees.deleteEmployee(employee.pk);
      deleted();
      toast.success(messages.userForm.deleted);
      onDeleted?.({ pk: employee.pk });
    } catch (error) {
      deleteFailed(failureTitle(error));
    }
  }

  async function checkManager(email: string) {
    const { managerCheckStarted, managerChecked } = store.getState();
    managerCheckStarted(email);
    try {
      const result = await employees.validateEmployee({ manager: email });
      managerChecked(
        result.valid ? { email, status: 'valid' } : { email, status: 'invalid', message: result.fields?.manager ?? messages.driverDetails.managerInvalid },
      );
    } catch {
      // The server checks the manager again on save; a failed check must not block the person.
      managerChecked({ email, status: 'valid' });
    }
  }

  async function uploadPhoto(file: File): Promise<string> {
    const { url } = await employees.requestDocumentUpload(file.name);
    return (await employees.uploadDocument(url, file, file.name)).url;
  }

  return (
    <UserForm
      employee={state.employee}
      status={state.status}
      loadError={state.loadError}
      onRetry={() => void load(() => true)}
      options={state.options}
      optionErrors={state.optionErrors}
      requiredFields={shownRequiredFields}
      customFleet={industry === INDUSTRY_CUSTOM_FLEET}
      phoneCountry={phoneCountry}
      theme={theme}
      today={today}
      saving={state.saving}
      deleting={state.deleting}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      managerCheck={state.managerCheck}
      onManagerBlur={(email) => void checkManager(email)}
      onSave={save}
      onDelete={pk ? remove : undefined}
      onCancel={onCancel}
      recipientSearch={recipientSearch}
      onUploadPhoto={uploadPhoto}
      hubsEnabled={hubsEnabled}
    />
  );
}
