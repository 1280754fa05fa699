import { employeeCalls, isMotorpoolApiError, messages, vehicleCalls, vehicleMessages, type VehicleWrite } from '@motorpool/api';
import { useCallback, useEffect, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { allBranches } from '../fields/branch/all-branches';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { VehicleFormStoreProvider, useVehicleFormStore, useVehicleFormStoreApi, type VehicleFormOptionErrors } from './store';
import { VehicleForm } from './VehicleForm';

/** After a save: `created` when the vehicle was added (the form then goes on editing it). */
export type VehicleSavedDetail = { pk: number; created: boolean };

export type ConnectedVehicleFormProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The vehicle to edit (`vehicles/{pk}/`); none to add one. */
  pk?: number | null;
  /** The branch a new vehicle starts at. */
  branch?: number | null;
  theme?: ThemeName;
  onSaved?: (detail: VehicleSavedDetail) => void;
  onDeleted?: (detail: { pk: number }) => void;
  onCancel?: () => void;
};

/**
 * `VehicleForm` wired to the fleet service with the shared session: the
 * vehicle, the branches, cost centres and vehicle custom fields to choose
 * from, and save and delete with their toasts (shown by the page's `<Toaster>`).
 */
export function ConnectedVehicleForm(props: ConnectedVehicleFormProps) {
  return (
    <VehicleFormStoreProvider>
      <ConnectedForm {...props} />
    </VehicleFormStoreProvider>
  );
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T,>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

function ConnectedForm({ apiBase, pk, branch, theme, onSaved, onDeleted, onCancel }: ConnectedVehicleFormProps) {
  const store = useVehicleFormStoreApi();
  const state = useVehicleFormStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const request = useMemo(() => sessionRequester(apiBase), [apiBase]);
  const vehicles = useMemo(() => vehicleCalls(request), [request]);

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      if (!token) return loadFailed(messages.request.unauthenticated);
      loadStarted();
      const employees = employeeCalls(request);
      const [vehicle, branches, costCentres, tagGroups] = await Promise.all([
        pk ? settle(vehicles.getVehicle(pk)) : Promise.resolve<Settled<null>>({ ok: true, value: null }),
        settle(allBranches(request)),
        settle(employees.listCostCentres().then((list) => list.results)),
        settle(employees.listTagGroups('vehicle').then((list) => list.results)),
      ]);
      if (!isCurrent()) return;
      if (!vehicle.ok) return loadFailed(failureTitle(vehicle.error));
      const optionErrors: VehicleFormOptionErrors = {};
      if (!branches.ok) optionErrors.branches = failureTitle(branches.error);
      if (!costCentres.ok) optionErrors.costCentres = failureTitle(costCentres.error);
      if (!tagGroups.ok) optionErrors.tagGroups = failureTitle(tagGroups.error);
      loaded({
        vehicle: vehicle.value,
        branches: branches.ok ? branches.value.map(({ pk: branchPk, name }) => ({ pk: branchPk, name })) : [],
        costCentres: costCentres.ok ? costCentres.value : [],
        tagGroups: tagGroups.ok ? tagGroups.value : null,
        optionErrors,
      });
    },
    [store, request, vehicles, pk, token],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `organisation` is a trigger: the requests go out in the session's current organisation, so another one loads the form again.
  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load, organisation]);

  async function save(payload: VehicleWrite): Promise<boolean> {
    const { vehicle, saveStarted, saved, saveFailed } = store.getState();
    saveStarted();
    try {
      const answer = vehicle ? await vehicles.updateVehicle(vehicle.pk, payload) : await vehicles.createVehicle(payload);
      toast.success(vehicle ? vehicleMessages.updated : vehicleMessages.created);
      saved(answer);
      onSaved?.({ pk: answer.pk, created: !vehicle });
      return true;
    } catch (error) {
      saveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) ? error.fields : undefined);
      return false;
    }
  }

  async function remove() {
    const { vehicle, deleteStarted, deleteSettled, deleteFailed } = store.getState();
    if (!vehicle) return;
    deleteStarted();
    try {
      await vehicles.deleteVehicle(vehicle.pk);
      deleteSettled();
      toast.success(vehicleMessages.deleted);
      onDeleted?.({ pk: vehicle.pk });
    } catch (error) {
      deleteFailed(failureTitle(error));
    }
  }

  return (
    <VehicleForm
      vehicle={state.vehicle}
      status={state.status}
      loadError={state.loadError}
      onRetry={() => void load(() => true)}
      branches={state.branches}
      costCentres={state.costCentres}
      tagGroups={state.tagGroups}
      optionErrors={state.optionErrors}
      defaultBranch={branch ?? null}
      saving={state.saving}
      deleting={state.deleting}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      onDelete={state.vehicle ? remove : undefined}
      onCancel={onCancel}
      theme={theme}
    />
  );
}
