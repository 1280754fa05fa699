import { branchCalls, employeeCalls, isMotorpoolApiError, type BranchHoliday, type BranchHolidayWrite, type BranchWrite } from '@motorpool/api';
import { useCallback, useEffect, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { saveRecord } from '../flows/record-save/save-record';
import { settle } from '../flows/record-save/settle';
import { BRANCH_TYPE_LABELS } from '../fields/branch/labels';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import { useHubsEnabled } from '../session/use-hubs-enabled';
import { useSessionLoad } from '../state/use-session-load';
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

function ConnectedForm({ apiBase, pk, theme, onSaved, onCancel }: ConnectedBranchFormProps) {
  const store = useBranchFormStoreApi();
  const state = useBranchFormStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const hubsEnabled = useHubsEnabled();
  const { branches, employees } = useMemo(() => {
    const request = sessionRequester(apiBase);
    return { branches: branchCalls(request), employees: employeeCalls(request) };
  }, [apiBase]);
  const branchPk = state.branch?.pk ?? null;
  const year = state.holidays.year;

  const fetch = useCallback(async () => {
    const [branch, tagGroups, managers] = await Promise.all([
      pk ? branches.getBranch(pk) : null,
      settle(employees.listTagGroups('branch').then((list) => list.results)),
      settle(branches.listBranchManagers().then((list) => list.results)),
    ]);
    const optionErrors: BranchFormOptionErrors = {};
    if (!tagGroups.ok) optionErrors.tagGroups = failureTitle(tagGroups.error);
    if (!managers.ok) optionErrors.managers = failureTitle(managers.error);
    return {
      branch,
      tagGroups: tagGroups.ok ? tagGroups.value : null,
      managers: managers.ok ? managers.value : [],
      optionErrors,
    };
  }, [branches, employees, pk]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

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

  function save(payload: BranchWrite): Promise<boolean> {
    const actions = store.getState();
    const { branch } = actions;
    return saveRecord(
      actions,
      () => (branch ? branches.updateBranch(branch.pk, payload) : branches.createBranch(payload)),
      (answer) => {
        toast.success(branchSavedText(answer, !branch));
        onSaved?.({ pk: answer.pk, created: !branch });
      },
    );
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
      onRetry={retry}
      tagGroups={state.tagGroups}
      managers={state.managers}
      optionErrors={state.optionErrors}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      onCancel={onCancel}
      theme={theme}
      hubsEnabled={hubsEnabled}
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
