import { BOOKING_STATUSES } from '@motorpool/api';
import * as tableStyles from '../ui/data-table/DataTable.css';
import { ToolbarPopover } from '../ui/data-table/ToolbarPopover';
import * as styles from './BookingTable.css';
import { Button } from '../ui/button/Button';

/** The statuses a list filters by: the six of spec §4, and Deleted and Hidden where the list holds them. */
export function statusFilterOptions({ deleted, hidden }: { deleted: boolean; hidden: boolean }): string[] {
  return [...BOOKING_STATUSES, ...(deleted ? ['Deleted'] : []), ...(hidden ? ['Hidden'] : [])];
}

/** Several statuses at once, from a panel of checkboxes. */
export function StatusFilter({ options, value, onChange }: { options: readonly string[]; value: readonly string[]; onChange: (statuses: string[]) => void }) {
  const toggle = (status: string, on: boolean) => onChange(options.filter((option) => (option === status ? on : value.includes(option))));
  return (
    <ToolbarPopover
      button={
        <>
          Status
          {value.length > 0 && <span className={tableStyles.toolbarCount}>{value.length} chosen</span>}
        </>
      }
      panelClassName={tableStyles.filterPanel}
    >
      <fieldset className={styles.statusList}>
        <legend className={tableStyles.toolbarCount}>Show bookings that are</legend>
        {options.map((status) => (
          <label key={status} className={tableStyles.panelOption}>
            <input type="checkbox" checked={value.includes(status)} onChange={(event) => toggle(status, event.currentTarget.checked)} />
            {status}
          </label>
        ))}
      </fieldset>
      <Button variant="text" size="small" disabled={value.length === 0} onClick={() => onChange([])}>
        All statuses
      </Button>
    </ToolbarPopover>
  );
}

export function BranchFilter({
  branches,
  value,
  onChange,
}: {
  branches: readonly { pk: number; name: string }[];
  value: number | null;
  onChange: (branch: number | null) => void;
}) {
  return (
    <select
      className={styles.select}
      aria-label="Filter Branch"
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
    >
      <option value="">All branches</option>
      {value !== null && !branches.some((branch) => branch.pk === value) && <option value={String(value)}>Branch {value}</option>}
      {branches.map((branch) => (
        <option key={branch.pk} value={String(branch.pk)}>
          {branch.name}
        </option>
      ))}
    </select>
  );
}
