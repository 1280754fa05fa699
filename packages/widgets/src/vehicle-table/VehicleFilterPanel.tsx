import type { TagGroup } from '@motorpool/api';
import { useId } from 'react';
import { customFieldLabel } from '../fields/custom/custom-fields';
import * as tableStyles from '../ui/data-table/DataTable.css';
import * as formStyles from '../ui/form/form.css';
import type { VehicleFilterOptions } from './store';
import { LIST_FILTER_KEYS, LIST_FILTER_LABELS, offeredChoices, type FilterChoice, type FilterValue } from '../fields/vehicle-filters/list-filters';
import { toggledCustomField, toggledList, type VehicleFilterSelection } from './vehicle-filters';
import * as styles from './VehicleTable.css';
import { Button } from '../ui/button/Button';

export type VehicleFilterPanelProps = {
  id: string;
  selection: VehicleFilterSelection;
  options: VehicleFilterOptions;
  onChange: (selection: VehicleFilterSelection) => void;
  /** Asks for the filter values (and branches) again after a failure. */
  onRetry?: () => void;
};

const FILTERS_LOADING = 'Loading filters…';
const NO_FILTER_VALUES = 'No vehicle has values to filter by yet.';

/** The offered choices plus any still chosen that the server no longer offers, so they can be taken off. */
function withHeld(offered: readonly FilterChoice[], held: readonly FilterValue[]): FilterChoice[] {
  const missing = held.filter((value) => !offered.some((choice) => choice.value === value));
  return [...offered, ...missing.map((value) => ({ value, label: String(value) }))];
}

/**
 * The filter panel of spec §3's vehicle filters: a branch, then one group of
 * checkboxes per filter with the values `vehicle-filters/` found (any of the
 * checked values matches), then the vehicle custom fields. Each change asks
 * the server at once; filters without values are not shown.
 */
export function VehicleFilterPanel({ id, selection, options, onChange, onRetry }: VehicleFilterPanelProps) {
  const fieldId = useId();
  const { filters } = options;
  const lists = LIST_FILTER_KEYS.map((key) => ({
    key,
    choices: withHeld(filters ? offeredChoices(key, filters) : [], selection.lists[key] ?? []),
  })).filter(({ choices }) => choices.length > 0);
  const customGroups = (filters?.custom_fields ?? [])
    .map((group: TagGroup) => ({
      group,
      choices: withHeld(
        (group.tags ?? []).map((tag) => ({ value: tag, label: tag })),
        selection.customFields[group.tag_group_name] ?? [],
      ),
    }))
    .filter(({ choices }) => choices.length > 0);

  const changeBranch = (raw: string) => {
    // Odometer ranges are worked out per branch: indexes chosen for the old set mean other kilometres now.
    const { odometer: _ranges, ...lists } = selection.lists;
    onChange({ ...selection, branch: raw === '' ? null : Number(raw), lists });
  };

  return (
    <fieldset id={id} className={styles.panel} aria-label="Vehicle filters">
      <div className={styles.panelHead}>
        <label className={styles.branchField} htmlFor={`${fieldId}-branch`}>
          <span className={formStyles.label}>Branch</span>
          <select
            id={`${fieldId}-branch`}
            className={tableStyles.filterInput}
            value={selection.branch === null ? '' : String(selection.branch)}
            onChange={(event) => changeBranch(event.currentTarget.value)}
          >
            <option value="">All branches</option>
            {options.branches.map((branch) => (
              <option key={branch.pk} value={branch.pk}>
                {branch.name}
              </option>
            ))}
            {selection.branch !== null && !options.branches.some((branch) => branch.pk === selection.branch) && (
              <option value={selection.branch}>Branch {selection.branch}</option>
            )}
          </select>
        </label>
        {options.branchesError && (
          <div role="alert" className={styles.panelNote}>
            <p className={formStyles.error}>{options.branchesError}</p>
            {onRetry && options.status !== 'error' && (
              <Button variant="outline" size="small" onClick={onRetry}>
                Retry
              </Button>
            )}
          </div>
        )}
      </div>
      {options.status === 'loading' && !filters && (
        <p role="status" className={styles.panelNote}>
          {FILTERS_LOADING}
        </p>
      )}
      {options.status === 'error' && (
        <div role="alert" className={styles.panelNote}>
          <p className={formStyles.error}>{options.error}</p>
          {onRetry && (
            <Button variant="outline" size="small" onClick={onRetry}>
              Retry
            </Button>
          )}
        </div>
      )}
      {options.status === 'ready' && lists.length === 0 && customGroups.length === 0 && <p className={styles.panelNote}>{NO_FILTER_VALUES}</p>}
      {(lists.length > 0 || customGroups.length > 0) && (
        <div className={styles.filterGrid} aria-busy={options.status === 'loading' || undefined}>
          {lists.map(({ key, choices }) => (
            <ChoiceList
              key={key}
              legend={LIST_FILTER_LABELS[key]}
              choices={choices}
              chosen={selection.lists[key] ?? []}
              onToggle={(value, on) => onChange(toggledList(selection, key, value, on))}
            />
          ))}
          {customGroups.map(({ group, choices }) => (
            <ChoiceList
              key={group.pk}
              legend={customFieldLabel(group)}
              choices={choices}
              chosen={selection.customFields[group.tag_group_name] ?? []}
              onToggle={(value, on) => onChange(toggledCustomField(selection, group.tag_group_name, String(value), on))}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

type ChoiceListProps = {
  legend: string;
  choices: readonly FilterChoice[];
  chosen: readonly FilterValue[];
  onToggle: (value: FilterValue, on: boolean) => void;
};

function ChoiceList({ legend, choices, chosen, onToggle }: ChoiceListProps) {
  return (
    <fieldset className={styles.filterGroup}>
      <legend className={styles.filterLegend}>{legend}</legend>
      <div className={styles.filterChoices}>
        {choices.map((choice) => (
          <label key={String(choice.value)} className={styles.filterChoice}>
            <input type="checkbox" checked={chosen.includes(choice.value)} onChange={(event) => onToggle(choice.value, event.currentTarget.checked)} />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
