import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { TagGroup, Vehicle, VehicleWrite } from '@motorpool/api';
import { useId, useMemo, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { messageAt } from '../fields/branch/form-rules';
import { useRecordForm } from '../ui/form/use-record-form';
import {
  emptyVehicleFormValues,
  placeVehicleErrors,
  toVehicleWrite,
  vehicleFormStruct,
  vehicleFormValuesFrom,
  type VehicleFormValues,
} from './vehicle-form-values';

type VehicleFormState = {
  vehicle: Vehicle | null;
  groups: TagGroup[] | null;
  defaultBranch: number | null;
  fieldErrors?: Record<string, string> | null;
  onSave: (payload: VehicleWrite) => Promise<boolean> | boolean | void;
};

/**
 * The vehicle form's values and checks: starts from the vehicle (or the
 * default branch), places the server's field errors on their fields, takes
 * a saved record's values, and submits a `VehicleWrite`.
 */
export function useVehicleForm({ vehicle, groups, defaultBranch, fieldErrors, onSave }: VehicleFormState) {
  const id = useId();
  // Read at each validation, so the resolver stays one function while the lists change.
  const groupsRef = useRef(groups);
  groupsRef.current = groups;
  const resolver = useMemo(() => superstructResolver(vehicleFormStruct(() => groupsRef.current)), []);

  const initialValues = useMemo(
    () => (vehicle ? vehicleFormValuesFrom(vehicle, groups) : emptyVehicleFormValues(groups, defaultBranch)),
    [vehicle, groups, defaultBranch],
  );
  const placement = useMemo(() => placeVehicleErrors(fieldErrors, groups), [fieldErrors, groups]);

  const { control, register, handleSubmit, formState } = useRecordForm<VehicleFormValues>(initialValues, resolver, placement.placed);
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const payload = toVehicleWrite(values, groupsRef.current);
    if (payload) await onSave(payload);
  });

  return {
    control,
    register,
    submit,
    placement,
    errorAt: (path: string) => messageAt(errors as FieldErrors, path),
    fieldId: (path: string) => `${id}-${path.replace(/\./g, '-')}`,
  };
}
