import type { DriverOption } from '@motorpool/api';
import { controlAria, FormField } from '../ui/field/FormField';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import * as layout from '../fields/branch/layout.css';
import * as formStyles from '../ui/form/form.css';
import { BOOKING_FORM_LABELS, MAX_SECONDARY_DRIVERS } from './booking-form-values';
import type { Lookup } from './store';

export const CANNOT_BOOK = 'cannot book';

export type DriverFieldsProps = {
  id: string;
  driver: DriverOption | null;
  secondaryDrivers: DriverOption[];
  onDriverChange: (driver: DriverOption | null) => void;
  onSecondaryChange: (drivers: DriverOption[]) => void;
  search: string;
  onSearchChange: (text: string) => void;
  drivers: Lookup<DriverOption[]>;
  /** A driver-only caller books for themselves: the driver cannot be changed. */
  fixed: boolean;
  driverError?: string | null;
  secondaryError?: string | null;
  disabled?: boolean;
};

const describe = (person: DriverOption) => `${person.name}${person.email ? ` (${person.email})` : ''}${person.can_book ? '' : ` — ${CANNOT_BOOK}`}`;

/** Those found, plus those already chosen whom the current search does not find. */
function withChosen(found: readonly DriverOption[], chosen: readonly (DriverOption | null)[]): DriverOption[] {
  const held = chosen.filter((person): person is DriverOption => person !== null && !found.some((other) => other.pk === person.pk));
  return [...held, ...found];
}

/** Driver (searched, or fixed to the caller) and up to ten secondary drivers from the same list. */
export function DriverFields(props: DriverFieldsProps) {
  const { id, driver, secondaryDrivers, onDriverChange, onSecondaryChange, search, onSearchChange, drivers, fixed, driverError, secondaryError, disabled } =
    props;
  const driverId = `${id}-driver`;
  const searchId = `${id}-driver-search`;
  const secondaryId = `${id}-secondary`;
  const candidates = withChosen(drivers.value, [driver]);
  const secondaryCandidates = withChosen(drivers.value, secondaryDrivers).filter((person) => person.pk !== driver?.pk);
  const full = secondaryDrivers.length >= MAX_SECONDARY_DRIVERS;
  const chosenSecondary = new Set(secondaryDrivers.map((person) => person.pk));
  const secondaryHint = full ? `At most ${MAX_SECONDARY_DRIVERS} secondary drivers` : null;

  return (
    <>
      {!fixed && (
        <div className={layout.wide}>
          <FormField id={searchId} label="Search drivers" optional hint={drivers.status === 'error' ? null : 'Name or email'}>
            <input
              id={searchId}
              type="search"
              className={formStyles.input}
              autoComplete="off"
              disabled={disabled}
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
            />
          </FormField>
          {drivers.status === 'error' && <p className={formStyles.error}>{drivers.error}</p>}
        </div>
      )}
      <FormField id={driverId} label={BOOKING_FORM_LABELS.driver} error={driverError} hint={fixed ? 'You book for yourself' : null}>
        {fixed ? (
          <input
            id={driverId}
            className={formStyles.input}
            readOnly
            value={driver?.name ?? ''}
            {...controlAria(driverId, { error: driverError, hint: 'You book for yourself' })}
          />
        ) : (
          <select
            id={driverId}
            className={formStyles.input}
            aria-required
            disabled={disabled}
            {...controlAria(driverId, { error: driverError })}
            value={driver ? String(driver.pk) : ''}
            onChange={(event) => onDriverChange(candidates.find((person) => String(person.pk) === event.target.value) ?? null)}
          >
            <option value="">{drivers.status === 'loading' ? 'Searching…' : 'Select Driver'}</option>
            {candidates.map((person) => (
              <option key={person.pk} value={person.pk}>
                {describe(person)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset
        id={secondaryId}
        className={formStyles.field}
        aria-describedby={controlAria(secondaryId, { error: secondaryError, hint: secondaryHint })['aria-describedby']}
      >
        <legend className={formStyles.label}>
          {BOOKING_FORM_LABELS.secondaryDrivers}
          <span className={formStyles.optional}>(optional)</span>
        </legend>
        <div className={formStyles.choices}>
          {secondaryCandidates.length === 0 && <p className={formStyles.fieldHint}>Search drivers to add secondary drivers</p>}
          {secondaryCandidates.map((person) => {
            const checked = chosenSecondary.has(person.pk);
            return (
              <label key={person.pk} className={formStyles.checkboxLabel}>
                <input
                  type="checkbox"
                  className={formStyles.registrationCheckbox}
                  checked={checked}
                  disabled={disabled || (!checked && full)}
                  onKeyDown={toggleOnEnter}
                  onChange={(event) =>
                    onSecondaryChange(event.target.checked ? [...secondaryDrivers, person] : secondaryDrivers.filter((other) => other.pk !== person.pk))
                  }
                />
                <span>{describe(person)}</span>
              </label>
            );
          })}
        </div>
        {secondaryError ? (
          <p id={`${secondaryId}-error`} className={formStyles.error}>
            {secondaryError}
          </p>
        ) : (
          secondaryHint && (
            <p id={`${secondaryId}-hint`} className={formStyles.fieldHint}>
              {secondaryHint}
            </p>
          )
        )}
      </fieldset>
    </>
  );
}
