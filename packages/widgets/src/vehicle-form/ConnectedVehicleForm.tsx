import { employeeCalls, vehicleCalls, vehicleMessages, type VehicleWrite } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { saveRecord } from '../flows/record-save/save-record';
import { settle } from '../flows/record-save/settle';
import { allBranches } from '../fields/branch/all-branches';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import { useSessionLoad } from '../state/use-session-load';
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

function ConnectedForm({ apiBase, pk, branch, theme, onSaved, onDeleted, onCancel }: ConnectedVehicleFormProps) {
  const store = useVehicleFormStoreApi();
  const state = useVehicleFormStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const request = useMemo(() => sessionRequester(apiBase), [apiBase]);
  const vehicles = useMemo(() => vehicleCalls(request), [request]);

  const fetch = useCallback(async () => {
    const employees = employeeCalls(request);
    const [vehicle, branches, costCentres, tagGroups] = await Promise.all([
      pk ? vehicles.getVehicle(pk) : null,
      settle(allBranches(request)),
      settle(employees.listCostCentres().then((list) => list.results)),
      settle(employees.listTagGroups('vehicle').then((list) => list.results)),
    ]);
    const optionErrors: VehicleFormOptionErrors = {};
    if (!branches.ok) optionErrors.branches = failureTitle(branches.error);
    if (!costCentres.ok) optionErrors.costCentres = failureTitle(costCentres.error);
    if (!tagGroups.ok) optionErrors.tagGroups = failureTitle(tagGroups.error);
    return {
      vehicle,
      branches: branches.ok ? branches.value.map(({ pk: branchPk, name }) => ({ pk: branchPk, name })) : [],
      costCentres: costCentres.ok ? costCentres.value : [],
      tagGroups: tagGroups.ok ? tagGroups.value : null,
      optionErrors,
    };
  }, [request, vehicles, pk]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  function save(payload: VehicleWrite): Promise<boolean> {
    const actions = store.getState();
    const { vehicle } = actions;
    return saveRecord(
      actions,
      () => (vehicle ? vehicles.updateVehicle(vehicle.pk, payload) : vehicles.createVehicle(payload)),
      (answer) => {
        toast.success(vehicle ? vehicleMessages.updated : vehicleMessages.created);
        onSaved?.({ pk: answer.pk, created: !vehicle });
      },
    );
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
      onRetry={retry}
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
