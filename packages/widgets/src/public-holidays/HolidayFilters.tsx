import { useId } from 'react';
import { CountrySelect } from '../fields/branch/CountrySelect';
import { Button } from '../ui/button/Button';
import { useDebouncedInput } from '../ui/data-table/use-debounced-input';
import { FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import * as listStyles from '../ui/list-editor/ListEditor.css';
import * as styles from './PublicHolidays.css';
import { LOAD_HOLIDAYS_LABEL, type PublicHolidayFilter } from './PublicHolidays';

type HolidayFiltersProps = {
  filter: PublicHolidayFilter;
  onFilterChange: (filter: PublicHolidayFilter) => void;
  /** Whether Load public holidays shows. */
  canManage: boolean;
  importing: boolean;
  /** The calendar is being loaded: an import now would race it. */
  loading: boolean;
  onImport: () => Promise<unknown> | void;
};

/** Which calendar shows (country, state as a code, year), and the button that fills it from the holiday list. */
export function HolidayFilters({ filter, onFilterChange, canManage, importing, loading, onImport }: HolidayFiltersProps) {
  const id = useId();
  const [state, changeState] = useDebouncedInput(filter.state, (typed) => onFilterChange({ ...filter, state: typed.trim().toUpperCase() }));
  const thisYear = new Date().getFullYear();
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, filter.year])].sort();
  return (
    <fieldset className={styles.filters} aria-label="Calendar">
      <div className={listStyles.grow}>
        <FormField id={`${id}-country`} label="Country">
          <CountrySelect id={`${id}-country`} value={filter.country} onChange={(event) => onFilterChange({ ...filter, country: event.target.value })} />
        </FormField>
      </div>
      <div className={styles.narrow}>
        <FormField id={`${id}-state`} label="State" optional hint="A code such as NSW">
          {(control) => (
            <input {...control} className={formStyles.input} autoComplete="off" value={state} onChange={(event) => changeState(event.target.value)} />
          )}
        </FormField>
      </div>
      <div className={styles.narrow}>
        <FormField id={`${id}-year`} label="Year">
          <select
            id={`${id}-year`}
            className={formStyles.input}
            value={filter.year}
            onChange={(event) => onFilterChange({ ...filter, year: Number(event.target.value) })}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {canManage && (
        <Button className={listStyles.besideField} disabled={filter.country === '' || importing || loading} onClick={() => void onImport()}>
          {importing ? 'Loading…' : LOAD_HOLIDAYS_LABEL}
        </Button>
      )}
    </fieldset>
  );
}
