import type { Vehicle, VehicleFilters } from '@motorpool/api';
import { useState } from 'react';
import { controlAria } from '../ui/field/FormField';
import * as layout from '../fields/branch/layout.css';
import * as formStyles from '../ui/form/form.css';
import type { ChosenVehicle } from './booking-form-values';
import * as styles from './BookingForm.css';
import type { Lookup } from './store';
import { filterOptions, offeredFilters, VEHICLE_FILTER_LABELS, type VehicleFilterChoice } from './vehicle-filters';

export const NO_FREE_VEHICLE = 'No vehicle is free for this time';
export const AVAILABLE_VEHICLES = 'Available vehicles';
export const CHOOSE_RANGE_FIRST = 'Choose a branch, a start and an end to see the free vehicles';

/** Why a vehicle the search found cannot be booked: an incident took it off the road. */
export const blockedText = (block: NonNullable<Vehicle['blocked']>) => `Off the road: ${block.reason} (${block.reference})`;

export type VehicleChooserProps = {
  id: string;
  filters: VehicleFilters | null;
  choice: VehicleFilterChoice;
  onChoiceChange: (choice: VehicleFilterChoice) => void;
  /** The free vehicles; `current` says they answer the branch, times, driver and filters now chosen. */
  vehicles: Lookup<Vehicle[]>;
  current: boolean;
  /** No search can be made yet (no branch, or no valid range). */
  idle: boolean;
  chosen: ChosenVehicle | null;
  onChoose: (vehicle: ChosenVehicle) => void;
  error?: string | null;
  /** Why the vehicle chosen earlier was let go. */
  note?: string | null;
  disabled?: boolean;
};

const facts = (vehicle: Vehicle) =>
  [vehicle.registrations_num, vehicle.vehicle_class, vehicle.seats !== null ? `${vehicle.seats} seats` : null, vehicle.fuel_type].filter(Boolean).join(' · ');

/** The vehicle filters with values at the branch, and the vehicles free for the chosen time to pick one from. */
export function VehicleChooser({ id, filters, choice, onChoiceChange, vehicles, current, idle, chosen, onChoose, error, note, disabled }: VehicleChooserProps) {
  const offered = offeredFilters(filters);
  const chosenFilters = offered.filter((key) => Boolean(choice[key])).length;
  // Closed until wanted: eleven selects between the times and the vehicles were most of the form's Tab stops.
  const [filtersOpen, setFiltersOpen] = useState(chosenFilters > 0);
  const list = current ? vehicles.value : [];
  const chosenShown = chosen !== null && !list.some((vehicle) => vehicle.pk === chosen.pk);
  const errorId = `${id}-error`;

  let status: string | null = null;
  if (idle) status = CHOOSE_RANGE_FIRST;
  else if (!current || vehicles.status === 'loading') status = 'Finding free vehicles…';
  else if (vehicles.status === 'error') status = vehicles.error;
  else if (!list.some((vehicle) => !vehicle.blocked)) status = NO_FREE_VEHICLE;

  return (
    <div className={layout.wide}>
      {filters && offered.length > 0 && (
        <details className={styles.filterDisclosure} open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
          <summary className={styles.filterSummary}>Filter vehicles{chosenFilters > 0 ? ` (${chosenFilters} chosen)` : ''}</summary>
          <fieldset className={styles.filters} aria-label="Vehicle filters">
            {offered.map((key) => {
              const filterId = `${id}-filter-${key}`;
              return (
                <div key={key} className={formStyles.field}>
                  <label htmlFor={filterId} className={formStyles.label}>
                    {VEHICLE_FILTER_LABELS[key]}
                  </label>
                  <select
                    id={filterId}
                    className={formStyles.input}
                    disabled={disabled}
                    value={choice[key] ?? ''}
                    onChange={(event) => onChoiceChange({ ...choice, [key]: event.target.value })}
                  >
                    <option value="">Any</option>
                    {filterOptions(filters, key).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </fieldset>
        </details>
      )}
      <fieldset
        id={id}
        className={formStyles.field}
        aria-describedby={controlAria(id, { error })['aria-describedby']}
        aria-busy={vehicles.status === 'loading' || undefined}
      >
        <legend className={formStyles.label}>{AVAILABLE_VEHICLES}</legend>
        {chosenShown && (
          <p className={formStyles.fieldHint}>
            Chosen: {chosen.name}
            {chosen.registrations_num ? ` (${chosen.registrations_num})` : ''}
          </p>
        )}
        {status && (
          <p role="status" className={vehicles.status === 'error' && current ? formStyles.error : layout.status}>
            {status}
          </p>
        )}
        {list.length > 0 && (
          <ul className={styles.vehicleList}>
            {list.map((vehicle) => (
              <li key={vehicle.pk}>
                <label className={styles.vehicleOption}>
                  <input
                    type="radio"
                    className={formStyles.registrationCheckbox}
                    name={`${id}-vehicle`}
                    value={vehicle.pk}
                    checked={chosen?.pk === vehicle.pk}
                    // The server refuses a blocked vehicle whatever the form sends; the form only says so first.
                    disabled={disabled || Boolean(vehicle.blocked)}
                    onChange={() => onChoose({ pk: vehicle.pk, name: vehicle.name, registrations_num: vehicle.registrations_num })}
                  />
                  <span>
                    <span className={styles.vehicleName}>{vehicle.name}</span>
                    <span className={styles.vehicleFacts}>{facts(vehicle)}</span>
                    {vehicle.blocked && <span className={formStyles.error}>{blockedText(vehicle.blocked)}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {note && <p className={styles.note}>{note}</p>}
        {error && (
          <p id={errorId} className={formStyles.error}>
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
