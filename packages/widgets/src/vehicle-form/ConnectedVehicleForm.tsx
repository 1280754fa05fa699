import {
  employeeCalls,
  masterConfigCalls,
  VEHICLE_LOOKUP_FIELDS,
  vehicleCalls,
  vehicleMessages,
  type VehicleLookupField,
  type VehicleWrite,
} from '@motorpool/api';
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
import { VehicleFormStoreProvider, useVehicleFormStore, useVehicleFormStoreApi, type VehicleFormOptionErrors, type VehicleLookups } from './store';
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

/** Each lookup field's list (active entries only: those a vehicle may take), read together. */
async function lookupLists(calls: ReturnType<typeof masterConfigCalls>): Promise<VehicleLookups> {
  const read = async (field: VehicleLookupField) => (await calls.listMasterConfig(VEHICLE_LOOKUP_FIELDS[field].list)).results;
  const [vehicleClass, make, model, paint, bodyType, fuelType] = await Promise.all(
    (['vehicle_class', 'make', 'model', 'paint', 'body_type', 'fuel_type'] as const).map(read),
  );
  return { vehicle_class: vehicleClass ?? [], make: make ?? [], model: model ?? [], paint: paint ?? [], body_type: bodyType ?? [], fuel_type: fuelType ?? [] };
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
    const [vehicle, branches, costCentres, tagGroups, lookups] = await Promise.all([
      pk ? vehicles.getVehicle(pk) : null,
      settle(allBranches(request)),
      settle(employees.listCostCentres().then((list) => list.results)),
      settle(employees.listTagGroups('vehicle').then((list) => list.results)),
      settle(lookupLists(masterConfigCalls(request))),
    ]);
    const optionErrors: VehicleFormOptionErrors = {};
    if (!branches.ok) optionErrors.branches = failureTitle(branches.error);
    if (!costCentres.ok) optionErrors.costCentres = failureTitle(costCentres.error);
    if (!tagGroups.ok) optionErrors.tagGroups = failureTitle(tagGroups.error);
    if (!lookups.ok) optionErrors.lookups = failureTitle(lookups.error);
    return {
      vehicle,
      branches: branches.ok ? branches.value.map(({ pk: branchPk, name }) => ({ pk: branchPk, name })) : [],
      costCentres: costCentres.ok ? costCentres.value : [],
      tagGroups: tagGroups.ok ? tagGroups.value : null,
      lookups: lookups.ok ? lookups.value : null,
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
      lookups={state.lookups}
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
