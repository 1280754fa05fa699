import { superstructResolver } from '@hookform/resolvers/superstruct';
import { BranchHolidayWrite, messages, validateWith, type BranchHoliday } from '@motorpool/api';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { splitServerErrors } from '../api/server-errors';
import { rulesStruct } from '../fields/branch/form-rules';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import { DATE_FORMAT_MESSAGE } from '../fields/custom/custom-fields';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import { DateField } from '../ui/date-field/DateField';
import { formatDisplayDate, isIsoDate } from '../ui/date-field/dates';
import * as formStyles from '../ui/form/form.css';
import * as styles from './BranchForm.css';
import { Button } from '../ui/button/Button';
import * as listStyles from '../ui/list-editor/ListEditor.css';

export type BranchHolidaysStatus = 'loading' | 'ready' | 'error';

export type BranchHolidaysProps = {
  /** The branch whose holidays these are. */
  branch: number;
  status: BranchHolidaysStatus;
  holidays: BranchHoliday[];
  error?: string | null;
  onRetry?: () => void;
  /** The year shown. */
  year: number;
  onYearChange: (year: number) => void;
  adding?: boolean;
  /** The server's title and field errors for the last add. */
  addError?: string | null;
  addFieldErrors?: Record<string, string> | null;
  /** Resolve `true` once added: the add form then empties for the next one. */
  onAdd: (holiday: BranchHolidayWrite) => Promise<boolean> | boolean;
  /** The holiday being deleted (pk). */
  deleting?: number | null;
  onDelete: (holiday: BranchHoliday) => Promise<unknown> | void;
};

export const HOLIDAYS_TITLE = 'Holidays';

type HolidayValues = { date: string; name: string };
const EMPTY: HolidayValues = { date: '', name: '' };

/**
 * A branch's holidays (dates with names), year by year: the booking rules
 * block bookings on them. Add a date and a name; delete after a confirmation.
 */
export function BranchHolidays({
  branch,
  status,
  holidays,
  error,
  onRetry,
  year,
  onYearChange,
  adding = false,
  addError,
  addFieldErrors,
  onAdd,
  deleting = null,
  onDelete,
}: BranchHolidaysProps) {
  const id = useId();
  const [confirming, setConfirming] = useState<BranchHoliday | null>(null);
  const resolver = useMemo(
    () =>
      superstructResolver(
        rulesStruct<HolidayValues>('branchHoliday', (values) => {
          const result = validateWith(BranchHolidayWrite, { branch, date: values.date, name: values.name.trim() });
          if (result.ok) return [];
          return (
            Object.entries(result.fields)
              .filter(([path]) => path === 'date' || path === 'name')
              // The date is typed dd/mm/yyyy, whatever the payload's format.
              .map(([path, message]) => ({ path, message: path === 'date' && !isIsoDate(values.date) ? DATE_FORMAT_MESSAGE : message }))
          );
        }),
      ),
    [branch],
  );
  const { formErrors, unplaced } = useMemo(() => splitServerErrors<HolidayValues>(addFieldErrors, ['date', 'name']), [addFieldErrors]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<HolidayValues>({ mode: 'onTouched', defaultValues: EMPTY, resolver, errors: formErrors });

  const submit = handleSubmit(async (values) => {
    if (await onAdd({ branch, date: values.date, name: values.name.trim() })) reset(EMPTY);
  });

  const thisYear = new Date().getFullYear();
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, year])].sort();
  const sorted = [...holidays].sort((a, b) => a.date.localeCompare(b.date));

  return (
    <section className={`${layout.section} ${styles.holidays}`} aria-labelledby={`${id}-title`}>
      <div className={layout.headingRow}>
        <h3 id={`${id}-title`} className={layout.sectionTitle}>
          {HOLIDAYS_TITLE}
        </h3>
        <label className={layout.checkRow}>
          Year
          <select className={formStyles.input} value={year} onChange={(event) => onYearChange(Number(event.target.value))}>
            {years.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </label>
      </div>
      {status === 'ready' ? (
        <>
          <p role="status" className={layout.live}>
            {sorted.length === 0 ? `No holidays in ${year}` : `${sorted.length} ${sorted.length === 1 ? 'holiday' : 'holidays'} in ${year}`}
          </p>
          {sorted.length > 0 && (
            <table className={listStyles.table} aria-labelledby={`${id}-title`}>
              <thead>
                <tr>
                  <th scope="col" className={listStyles.header}>
                    Date
                  </th>
                  <th scope="col" className={listStyles.header}>
                    Name
                  </th>
                  <th scope="col" className={listStyles.header}>
                    <span className={layout.visuallyHidden}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((holiday) => (
                  <tr key={holiday.pk}>
                    <td className={listStyles.cell}>{formatDisplayDate(holiday.date)}</td>
                    <td className={listStyles.cell}>{holiday.name}</td>
                    <td className={listStyles.actionsCell}>
                      <Button
                        tone="critical"
                        variant="outline"
                        size="small"
                        aria-label={`Delete ${holiday.name} ${formatDisplayDate(holiday.date)}`}
                        onClick={() => setConfirming(holiday)}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : (
        <LoadState status={status} loadingText="Loading holidays…" error={error} fallbackError="The holidays could not be loaded." onRetry={onRetry} />
      )}
      <form className={styles.addHoliday} noValidate onSubmit={submit} aria-label="Add a holiday" aria-busy={adding || undefined}>
        <FormAlert messages={[addError, ...unplaced]} />
        <div className={layout.row}>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <div className={layout.grow}>
                <FormField id={`${id}-date`} label="Holiday date" error={errors.date?.message}>
                  <DateField
                    id={`${id}-date`}
                    name={field.name}
                    label="Holiday date"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={Boolean(errors.date)}
                    describedBy={controlAria(`${id}-date`, { error: errors.date?.message })['aria-describedby']}
                    required
                  />
                </FormField>
              </div>
            )}
          />
          <div className={layout.grow}>
            <FormField id={`${id}-name`} label="Holiday name" error={errors.name?.message}>
              <input
                id={`${id}-name`}
                className={formStyles.input}
                autoComplete="off"
                aria-required
                {...controlAria(`${id}-name`, { error: errors.name?.message })}
                {...register('name')}
              />
            </FormField>
          </div>
          <Button variant="outline" type="submit" disabled={adding}>
            {adding ? 'Adding…' : 'Add holiday'}
          </Button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title={`Delete ${confirming.name}?`}
          message={`Bookings will no longer be blocked on ${formatDisplayDate(confirming.date)}.`}
          confirmLabel="Delete"
          busyLabel={messages.userForm.deleting}
          busy={deleting === confirming.pk}
          onCancel={() => setConfirming(null)}
          onConfirm={async () => {
            await onDelete(confirming);
            setConfirming(null);
          }}
        />
      )}
    </section>
  );
}
