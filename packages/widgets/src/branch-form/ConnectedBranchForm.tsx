import { branchCalls, employeeCalls, isMotorpoolApiError, messages, type BranchHoliday, type BranchHolidayWrite, type BranchWrite } from '@motorpool/api';
import { useCallback, useEffect, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { BRANCH_TYPE_LABELS } from '../fields/branch/labels';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { BranchForm } from './BranchForm';
import { BranchHolidays } from './BranchHolidays';
import { BranchFormStoreProvider, useBranchFormStore, useBranchFormStoreApi, type BranchFormOptionErrors } from './store';

/** After a save: `created` when the branch was added (the form then goes on editing it). */
export type BranchSavedDetail = { pk: number; created: boolean };

export type ConnectedBranchFormProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The branch or hub to edit (`branches/{pk}/`); none to add one. */
  pk?: number | null;
  /** The year of holidays shown first; this year by default. */
  year?: number;
  theme?: ThemeName;
  onSaved?: (detail: BranchSavedDetail) => void;
  onCancel?: () => void;
};

export const HOLIDAY_ADDED = 'Holiday added';
export const HOLIDAY_DELETED = 'Holiday deleted';

export const branchSavedText = (branch: { branch_type: 'branch' | 'hub' }, created: boolean) =>
  `${BRANCH_TYPE_LABELS[branch.branch_type]} ${created ? 'added' : 'updated'} successfully`;

/**
 * `BranchForm` wired to the fleet service with the shared session: the
 * branch, its custom fields and the managers to choose from, save with its
 * toasts (shown by the page's `<Toaster>`), and the holidays of an existing branch.
 */
export function ConnectedBranchForm(props: ConnectedBranchFormProps) {
  return (
    <BranchFormStoreProvider initial={{ year: props.year ?? new Date().getFullYear() }}>
      <ConnectedForm {...props} />
    </BranchFormStoreProvider>
  );
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T,>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

function ConnectedForm({ apiBase, pk, theme, onSaved, onCancel }: ConnectedBranchFormProps) {
  const store = useBranchFormStoreApi();
  const state = useBranchFormStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const { branches, employees } = useMemo(() => {
    const request = sessionRequester(apiBase);
    return { branches: branchCalls(request), employees: employeeCalls(request) };
  }, [apiBase]);
  const branchPk = state.branch?.pk ?? null;
  const year = state.holidays.year;

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      if (!token) return loadFailed(messages.request.unauthenticated);
      loadStarted();
      const [branch, tagGroups, managers] = await Promise.all([
        pk ? settle(branches.getBranch(pk)) : Promise.resolve<Settled<null>>({ ok: true, value: null }),
        settle(employees.listTagGroups('branch').then((list) => list.results)),
        settle(branches.listBranchManagers().then((list) => list.results)),
      ]);
      if (!isCurrent()) return;
      if (!branch.ok) return loadFailed(failureTitle(branch.error));
      const optionErrors: BranchFormOptionErrors = {};
      if (!tagGroups.ok) optionErrors.tagGroups = failureTitle(tagGroups.error);
      if (!managers.ok) optionErrors.managers = failureTitle(managers.error);
      loaded({
        branch: branch.value,
        tagGroups: tagGroups.ok ? tagGroups.value : null,
        managers: managers.ok ? managers.value : [],
        optionErrors,
      });
    },
    [store, branches, employees, pk, token],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `organisation` is a trigger: the requests go out in the session's current organisation, so another one loads again.
  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load, organisation]);

  const loadHolidays = useCallback(
    async (isCurrent: () => boolean) => {
      if (branchPk === null) return;
      const { holidaysChanged } = store.getState();
      holidaysChanged({ status: 'loading', error: null });
      try {
        const list = await branches.listBranchHolidays({ branch: branchPk, year, page_size: 100 });
        if (isCurrent()) holidaysChanged({ status: 'ready', list: list.results });
      } catch (error) {
        if (isCurrent()) holidaysChanged({ status: 'error', list: [], error: failureTitle(error) });
      }
    },
    [store, branches, branchPk, year],
  );

  useEffect(() => {
    let current = true;
    void loadHolidays(() => current);
    return () => {
      current = false;
    };
  }, [loadHolidays]);

  async function save(payload: BranchWrite): Promise<boolean> {
    const { branch, saveStarted, saved, saveFailed } = store.getState();
    saveStarted();
    try {
      const answer = branch ? await branches.updateBranch(branch.pk, payload) : await branches.createBranch(payload);
      toast.success(branchSavedText(answer, !branch));
      saved(answer);
      onSaved?.({ pk: answer.pk, created: !branch });
      return true;
    } catch (error) {
      saveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) ? error.fields : undefined);
      return false;
    }
  }

  async function addHoliday(holiday: BranchHolidayWrite): Promise<boolean> {
    const { holidaysChanged } = store.getState();
    holidaysChanged({ adding: true, addError: null, addFieldErrors: null });
    try {
      const added = await branches.createBranchHoliday(holiday);
      const { holidays } = store.getState();
      holidaysChanged({ adding: false, list: added.date.startsWith(String(holidays.year)) ? [...holidays.list, added] : holidays.list });
      toast.success(HOLIDAY_ADDED);
      return true;
    } catch (error) {
      holidaysChanged({ adding: false, addError: failureTitle(error), addFieldErrors: isMotorpoolApiError(error) ? error.fields : null });
      return false;
    }
  }

  async function deleteHoliday(holiday: BranchHoliday) {
    const { holidaysChanged } = store.getState();
    holidaysChanged({ deleting: holiday.pk });
    try {
      await branches.deleteBranchHoliday(holiday.pk);
      holidaysChanged({ deleting: null, list: store.getState().holidays.list.filter((shown) => shown.pk !== holiday.pk) });
      toast.success(HOLIDAY_DELETED);
    } catch (error) {
      holidaysChanged({ deleting: null });
      toast.error(failureTitle(error));
    }
  }

  const { holidays } = state;
  return (
    <BranchForm
      branch={state.branch}
      status={state.status}
      loadError={state.loadError}
      onRetry={() => void load(() => true)}
      tagGroups={state.tagGroups}
      managers={state.managers}
      optionErrors={state.optionErrors}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      onCancel={onCancel}
      theme={theme}
    >
      {branchPk !== null && (
        <BranchHolidays
          branch={branchPk}
          status={holidays.status}
          holidays={holidays.list}
          error={holidays.error}
          onRetry={() => void loadHolidays(() => true)}
          year={holidays.year}
          onYearChange={(next) => store.getState().holidaysChanged({ year: next })}
          adding={holidays.adding}
          addError={holidays.addError}
          addFieldErrors={holidays.addFieldErrors}
          onAdd={addHoliday}
          deleting={holidays.deleting}
          onDelete={deleteHoliday}
        />
      )}
    </BranchForm>
  );
}
