import { messages, VEHICLE_FUEL_TYPES, type TagGroup, type Vehicle, type VehicleLookupField, type VehicleWrite } from '@motorpool/api';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '../ui/form/FormAlert';
import { controlAria, FormField } from '../ui/field/FormField';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import * as layout from '../fields/branch/layout.css';
import { RecordFormPanel } from '../fields/branch/LoadState';
import { CustomFieldsSection } from '../fields/branch/CustomFieldsSection';
import { FormSection } from '../fields/branch/FormSection';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import type { Named, VehicleFormOptionErrors, VehicleFormStatus, VehicleLookups } from './store';
import { UNPLACED_PATH, VEHICLE_LABELS, type VehicleField } from './vehicle-form-values';
import * as styles from './VehicleForm.css';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { useVehicleForm } from './use-vehicle-form';

export type VehicleFormProps = {
  /** The vehicle being edited; none to add one. */
  vehicle?: Vehicle | null;
  /** `loading` and `error` concern the vehicle and the lists the form needs before it can show. */
  status?: VehicleFormStatus;
  loadError?: string | null;
  onRetry?: () => void;
  /** Branches a vehicle can be kept at. */
  branches: Named[];
  costCentres: Named[];
  /** The organisation's vehicle custom fields; null while unknown (then a save leaves them as they are). */
  tagGroups: TagGroup[] | null;
  /** The master configuration lists Class, Make, Model, Paint, Body Type and Fuel Type choose from; null (unknown) leaves them typed. */
  lookups?: VehicleLookups | null;
  optionErrors?: VehicleFormOptionErrors;
  /** The branch a new vehicle starts at. */
  defaultBranch?: number | null;
  saving?: boolean;
  deleting?: boolean;
  /** The server's title for the last failed save or delete. */
  serverError?: string | null;
  /** Server field errors by payload path (`registrations_num`), placed on their fields. */
  fieldErrors?: Record<string, string> | null;
  /** Resolve `true` once saved; anything else leaves every value as typed. */
  onSave: (payload: VehicleWrite) => Promise<boolean> | boolean | void;
  /** Delete, after the confirmation; offered only when editing. */
  onDelete?: () => Promise<unknown> | void;
  onCancel?: () => void;
  theme?: ThemeName;
};

export const ADD_VEHICLE_TITLE = 'Add Vehicle';
export const EDIT_VEHICLE_TITLE = 'Edit Vehicle';
export const VEHICLE_LOAD_FAILED = 'The vehicle could not be loaded.';
export const VEHICLE_SECTIONS = ['General', 'Specification', 'Costs', 'Pickup', 'Custom Fields'] as const;

/**
 * Add and edit a vehicle (spec §2 /vehicles): general details, specification,
 * costs, pickup locations and the vehicle custom fields, checked against
 * `VehicleWrite` with `vehicleMessages`' wording. A failed save or delete
 * keeps everything as typed and shows the server's messages on their fields.
 * No HTTP.
 */
export function VehicleForm(props: VehicleFormProps) {
  const title = props.vehicle ? EDIT_VEHICLE_TITLE : ADD_VEHICLE_TITLE;
  return (
    <RecordFormPanel record={props} title={title} loadingText="Loading vehicle…" fallbackError={VEHICLE_LOAD_FAILED}>
      <VehicleFormBody {...props} />
    </RecordFormPanel>
  );
}

/** The choices, plus the one the vehicle holds when the list no longer has it, so a save does not drop it unseen. */
function withHeld(options: readonly Named[], held: Named | null | undefined): Named[] {
  return held && !options.some((option) => option.pk === held.pk) ? [...options, held] : [...options];
}

function VehicleFormBody({
  vehicle = null,
  branches,
  costCentres,
  tagGroups: groups,
  lookups = null,
  optionErrors = {},
  defaultBranch = null,
  saving = false,
  deleting = false,
  serverError,
  fieldErrors,
  onSave,
  onDelete,
  onCancel,
}: VehicleFormProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { control, register, submit, placement, errorAt, fieldId } = useVehicleForm({ vehicle, groups, defaultBranch, fieldErrors, onSave });
  const busy = saving || deleting;
  const textField = (
    path: Exclude<VehicleField, 'branch' | 'is_active' | 'fuel_type' | 'cost_centre'>,
    options: { required?: boolean; inputMode?: 'numeric' | 'decimal'; hint?: string } = {},
  ) => {
    const inputId = fieldId(path);
    const error = errorAt(path);
    return (
      <FormField id={inputId} label={VEHICLE_LABELS[path]} optional={!options.required} error={error} hint={options.hint}>
        <input
          id={inputId}
          className={formStyles.input}
          autoComplete="off"
          inputMode={options.inputMode}
          aria-required={options.required || undefined}
          {...controlAria(inputId, { error, hint: options.hint })}
          {...register(path)}
        />
      </FormField>
    );
  };

  const select = (
    path: 'branch' | 'fuel_type' | 'cost_centre',
    choices: { value: string; label: string }[],
    options: { required?: boolean; empty: string; listError?: string },
  ) => {
    const inputId = fieldId(path);
    const error = errorAt(path) ?? options.listError;
    return (
      <FormField id={inputId} label={VEHICLE_LABELS[path]} optional={!options.required} error={error}>
        <select
          id={inputId}
          className={formStyles.input}
          aria-required={options.required || undefined}
          {...controlAria(inputId, { error })}
          {...register(path)}
        >
          <option value="">{options.empty}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };

  const make = useWatch({ control, name: 'make' });
  /**
   * A lookup field as a select of its list's labels; a model's list is the
   * chosen make's models. The vehicle's own value stays offered when the
   * list no longer has it (deactivated), so a save keeps it.
   */
  const lookup = (path: VehicleLookupField, options: { required?: boolean } = {}) => {
    if (!lookups) return path === 'fuel_type' ? null : textField(path, options);
    const makePk = lookups.make.find((entry) => entry.label === make)?.pk ?? null;
    const entries = path === 'model' ? lookups.model.filter((entry) => (entry.parent?.pk ?? null) === makePk) : lookups[path];
    // A model is kept only under the make it was chosen with.
    const held = path === 'model' && make !== vehicle?.make ? null : (vehicle?.[path] ?? null);
    const labels = entries.map((entry) => entry.label);
    const inputId = fieldId(path);
    const error = errorAt(path);
    return (
      <FormField id={inputId} label={VEHICLE_LABELS[path]} optional={!options.required} error={error}>
        <select
          id={inputId}
          className={formStyles.input}
          aria-required={options.required || undefined}
          {...controlAria(inputId, { error })}
          {...register(path)}
        >
          <option value="">{`Select ${VEHICLE_LABELS[path].toLowerCase()}`}</option>
          {[...labels, ...(held && !labels.includes(held) ? [held] : [])].map((label) => (
            <option key={label} value={label}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };
  const named = (list: Named[]) => list.map((item) => ({ value: String(item.pk), label: item.name }));
  const fuelTypes = [
    ...VEHICLE_FUEL_TYPES,
    ...(vehicle?.fuel_type && !(VEHICLE_FUEL_TYPES as readonly string[]).includes(vehicle.fuel_type) ? [vehicle.fuel_type] : []),
  ];
  const [general, specification, costs, pickup, custom] = VEHICLE_SECTIONS;

  return (
    <>
      <FormAlert messages={[serverError, errorAt(UNPLACED_PATH), ...placement.unplaced]} />
      <form part="form" className={layout.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <FormSection title={general}>
          {textField('name', { required: true })}
          {lookup('vehicle_class', { required: true })}
          {textField('registrations_num', { required: true })}
          {textField('serial')}
          {select('branch', named(withHeld(branches, vehicle?.branch)), { required: true, empty: 'Select a branch', listError: optionErrors.branches })}
          <div className={styles.activeRow}>
            <label className={layout.checkRow}>
              {/* biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states the switch's checked state itself; an aria-checked copy could only fall out of step. */}
              <input type="checkbox" role="switch" className={formStyles.checkbox} onKeyDown={toggleOnEnter} {...register('is_active')} />
              {VEHICLE_LABELS.is_active}
            </label>
          </div>
        </FormSection>

        <FormSection title={specification}>
          {lookup('make')}
          {lookup('model')}
          {lookup('paint')}
          {lookup('body_type')}
          {textField('doors', { inputMode: 'numeric' })}
          {textField('seats', { inputMode: 'numeric' })}
          {lookups
            ? lookup('fuel_type')
            : select(
                'fuel_type',
                fuelTypes.map((fuel) => ({ value: fuel, label: fuel })),
                { empty: 'Select a fuel type' },
              )}
          {textField('grade')}
          {textField('year', { inputMode: 'numeric' })}
          {textField('odometer', { inputMode: 'numeric', hint: 'Kilometres' })}
        </FormSection>

        <FormSection title={costs}>
          {select('cost_centre', named(withHeld(costCentres, vehicle?.cost_centre)), { empty: 'No cost centre', listError: optionErrors.costCentres })}
          {textField('daily_rate', { inputMode: 'decimal' })}
          {textField('rate_per_km', { inputMode: 'decimal' })}
        </FormSection>

        <FormSection title={pickup}>
          {textField('extra_data.key_pickup_location')}
          {textField('extra_data.vehicle_pickup_location')}
        </FormSection>

        <CustomFieldsSection title={custom} control={control} groups={groups} listError={optionErrors.tagGroups} fieldId={fieldId} errorAt={errorAt} />

        <ActionRow divider>
          {vehicle && onDelete && (
            <span className={styles.deleteSlot}>
              <Button tone="critical" variant="outline" disabled={busy} onClick={() => setConfirmingDelete(true)}>
                Delete
              </Button>
            </span>
          )}
          <Button variant="outline" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {saving ? messages.userForm.saving : 'Save'}
          </Button>
        </ActionRow>
      </form>
      {confirmingDelete && vehicle && onDelete && (
        <DeleteVehicleDialog vehicle={vehicle} deleting={deleting} onDelete={onDelete} onClose={() => setConfirmingDelete(false)} />
      )}
    </>
  );
}

/** Asks before a delete; closes once the delete has answered. */
function DeleteVehicleDialog({
  vehicle,
  deleting,
  onDelete,
  onClose,
}: {
  vehicle: Vehicle;
  deleting: boolean;
  onDelete: () => Promise<unknown> | void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      title={`Delete ${vehicle.name}?`}
      message={`${vehicle.name} (${vehicle.registrations_num}) will no longer be offered for bookings. A vehicle with upcoming bookings cannot be deleted.`}
      confirmLabel="Delete"
      busyLabel={messages.userForm.deleting}
      busy={deleting}
      onCancel={onClose}
      onConfirm={async () => {
        await onDelete();
        onClose();
      }}
    />
  );
}
