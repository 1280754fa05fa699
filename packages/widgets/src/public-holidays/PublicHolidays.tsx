import { messages, PublicHolidayWrite, validateWith, type PublicHoliday } from '@motorpool/api';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { controlAria, FormField } from '../ui/form/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { countryName } from '../fields/branch/countries';
import { CountrySelect } from '../fields/branch/CountrySelect';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import { DATE_FORMAT_MESSAGE } from '../fields/custom/custom-fields';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import { useDebouncedInput } from '../ui/data-table/use-debounced-input';
import { DateField } from '../ui/date-field/DateField';
import { formatDisplayDate, isIsoDate } from '../ui/date-field/dates';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './PublicHolidays.css';

/** Which calendar shows: a country (ISO code), optionally a state, and a year. */
export type PublicHolidayFilter = { country: string; state: string; year: number };

/** `idle` until a country is chosen. */
export type PublicHolidaysStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A holiday as the add and edit rows hold it. */
export type HolidayDraft = { date: string; name: string };

export type PublicHolidaysProps = {
  filter: PublicHolidayFilter;
  onFilterChange: (filter: PublicHolidayFilter) => void;
  status: PublicHolidaysStatus;
  error?: string | null;
  onRetry?: () => void;
  holidays: PublicHoliday[];
  /** Whether the viewer may change the calendar (spec §6); without it the holidays are listed only. */
  canManage?: boolean;
  importing?: boolean;
  /** Loads the year's public holidays of the country (and state) into the calendar. */
  onImport: () => Promise<unknown> | void;
  adding?: boolean;
  /** The server's messages for the last add, by field (`date`, `name`) or in `title`. */
  addError?: HolidayErrors | null;
  /** Resolve `true` once added: the add row then empties for the next one. */
  onAdd: (holiday: PublicHolidayWrite) => Promise<boolean> | boolean;
  /** The holiday being saved (pk). */
  updating?: number | null;
  updateError?: HolidayErrors | null;
  /** Resolve `true` once saved: the row then leaves editing. */
  onUpdate: (holiday: PublicHoliday, write: PublicHolidayWrite) => Promise<boolean> | boolean;
  /** Called once the person confirms; the dialog shows 'Deleting...' until it settles. */
  onDelete: (holiday: PublicHoliday) => Promise<unknown> | void;
  theme?: ThemeName;
};

export type HolidayErrors = { title?: string | null; date?: string; name?: string };

export const PUBLIC_HOLIDAYS_TITLE = 'Public Holidays';
export const LOAD_HOLIDAYS_LABEL = 'Load public holidays';

const EMPTY: HolidayDraft = { date: '', name: '' };

/** The calendar's name: 'Australia, NSW'. */
export const calendarName = (filter: Pick<PublicHolidayFilter, 'country' | 'state'>) =>
  [countryName(filter.country), filter.state.trim().toUpperCase()].filter(Boolean).join(', ');

/**
 * The organisation's public-holiday calendar for a country (and state), year
 * by year: the booking rules block bookings on these days. Load public
 * holidays fills the year from a maintained holiday list; each day can then
 * be edited or deleted, and others added. No HTTP.
 */
export function PublicHolidays({
  filter,
  onFilterChange,
  status,
  error,
  onRetry,
  holidays,
  canManage = true,
  importing = false,
  onImport,
  adding = false,
  addError,
  onAdd,
  updating = null,
  updateError,
  onUpdate,
  onDelete,
  theme,
}: PublicHolidaysProps) {
  const id = useId();
  const [state, changeState] = useDebouncedInput(filter.state, (typed) => onFilterChange({ ...filter, state: typed.trim().toUpperCase() }));
  const [confirming, setConfirming] = useState<PublicHoliday | null>(null);
  const [deleting, setDeleting] = useState(false);
  // `submitted`: the server's refusal shown is this edit's, not an earlier row's.
  const [editing, setEditing] = useState<(HolidayDraft & { pk: number; problems: HolidayErrors; submitted: boolean }) | null>(null);
  const root = useRef<HTMLElement>(null);
  const editingPk = editing?.pk ?? null;
  const lastEdited = useRef<number | null>(null);
  // Editing replaces the row: focus goes to its date, and back to its Edit button when it ends.
  useEffect(() => {
    if (editingPk !== null) {
      lastEdited.current = editingPk;
      root.current?.querySelector<HTMLElement>(`[data-editing="${editingPk}"] input`)?.focus();
    } else if (lastEdited.current !== null) {
      root.current?.querySelector<HTMLElement>(`[data-edit="${lastEdited.current}"]`)?.focus();
      lastEdited.current = null;
    }
  }, [editingPk]);
  const thisYear = new Date().getFullYear();
  const years = [...new Set([thisYear - 1, thisYear, thisYear + 1, thisYear + 2, filter.year])].sort();
  const sorted = [...holidays].sort((a, b) => a.date.localeCompare(b.date));

  const check = (draft: HolidayDraft): { write: PublicHolidayWrite | null; problems: HolidayErrors } => {
    const result = validateWith(PublicHolidayWrite, { country: filter.country, state: filter.state || null, date: draft.date, name: draft.name.trim() });
    if (result.ok) return { write: result.value, problems: {} };
    return {
      write: null,
      problems: {
        // The date is typed dd/mm/yyyy, whatever the payload's format.
        date: result.fields.date && (isIsoDate(draft.date) ? result.fields.date : DATE_FORMAT_MESSAGE),
        name: result.fields.name,
        title: result.fields.country ?? result.fields.state ?? null,
      },
    };
  };

  const saveEdit = async () => {
    if (!editing) return;
    const holiday = holidays.find((candidate) => candidate.pk === editing.pk);
    if (!holiday) return;
    const { write, problems } = check(editing);
    if (!write) {
      setEditing({ ...editing, problems });
      return;
    }
    setEditing({ ...editing, submitted: true });
    if (await onUpdate(holiday, write)) setEditing(null);
  };

  const onEditKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    setEditing(null);
  };

  const confirmDelete = async (holiday: PublicHoliday) => {
    setDeleting(true);
    try {
      await onDelete(holiday);
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  const chosen = filter.country !== '';

  return (
    <section ref={root} className={layout.narrowPanel} data-motorpool-theme={theme} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={layout.heading}>
        {PUBLIC_HOLIDAYS_TITLE}
      </h2>
      <p className={layout.lead}>Bookings cannot be made on the public holidays of a branch's country and state.</p>
      <div className={styles.filters} role="group" aria-label="Calendar">
        <div className={layout.grow}>
          <FormField id={`${id}-country`} label="Country">
            <CountrySelect id={`${id}-country`} value={filter.country} onChange={(event) => onFilterChange({ ...filter, country: event.target.value })} />
          </FormField>
        </div>
        <div className={styles.narrow}>
          <FormField id={`${id}-state`} label="State" optional hint="A code such as NSW">
            <input
              id={`${id}-state`}
              className={formStyles.input}
              autoComplete="off"
              {...controlAria(`${id}-state`, { hint: 'A code such as NSW' })}
              value={state}
              onChange={(event) => changeState(event.target.value)}
            />
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
          <button
            type="button"
            className={`${layout.primary} ${styles.load}`}
            disabled={!chosen || importing || status === 'loading'}
            onClick={() => void onImport()}
          >
            {importing ? 'Loading…' : LOAD_HOLIDAYS_LABEL}
          </button>
        )}
      </div>

      {status === 'idle' && <p className={layout.empty}>Choose a country to see its public holidays.</p>}
      {(status === 'loading' || status === 'error') && (
        <LoadState
          status={status}
          loadingText="Loading public holidays…"
          error={error}
          fallbackError="The public holidays could not be loaded."
          onRetry={onRetry}
        />
      )}
      {status === 'ready' && (
        <>
          <p role="status" className={layout.live}>
            {sorted.length === 0
              ? `No public holidays for ${calendarName(filter)} in ${filter.year} yet.${canManage ? ` ${LOAD_HOLIDAYS_LABEL} or add your own.` : ''}`
              : `${sorted.length} public ${sorted.length === 1 ? 'holiday' : 'holidays'} for ${calendarName(filter)} in ${filter.year}`}
          </p>
          {sorted.length > 0 && (
            <table className={layout.list} aria-label={`Public holidays for ${calendarName(filter)} in ${filter.year}`}>
              <thead>
                <tr>
                  <th scope="col" className={layout.listHeader}>
                    Date
                  </th>
                  <th scope="col" className={layout.listHeader}>
                    Name
                  </th>
                  {canManage && (
                    <th scope="col" className={layout.listHeader}>
                      <span className={layout.visuallyHidden}>Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {sorted.map((holiday) =>
                  editing?.pk === holiday.pk ? (
                    <tr key={holiday.pk} data-editing={holiday.pk} onKeyDown={onEditKey}>
                      <td className={layout.listCell} colSpan={3}>
                        <HolidayFields
                          idPrefix={`${id}-edit`}
                          legend={`Edit ${holiday.name}`}
                          draft={editing}
                          onChange={(draft) => setEditing({ ...editing, ...draft, problems: {} })}
                          problems={{ ...(editing.submitted ? updateError : null), ...editing.problems }}
                        >
                          <button type="button" className={layout.small} disabled={updating === holiday.pk} onClick={() => void saveEdit()}>
                            {updating === holiday.pk ? messages.userForm.saving : 'Save'}
                          </button>
                          <button type="button" className={layout.small} disabled={updating === holiday.pk} onClick={() => setEditing(null)}>
                            Cancel
                          </button>
                        </HolidayFields>
                      </td>
                    </tr>
                  ) : (
                    <tr key={holiday.pk}>
                      <td className={layout.listCell}>{formatDisplayDate(holiday.date)}</td>
                      <td className={layout.listCell}>{holiday.name}</td>
                      {canManage && (
                        <td className={layout.listActions}>
                          <div className={layout.inlineActions}>
                            <button
                              type="button"
                              className={layout.small}
                              data-edit={holiday.pk}
                              aria-label={`Edit ${holiday.name}`}
                              onClick={() => setEditing({ pk: holiday.pk, date: holiday.date, name: holiday.name, problems: {}, submitted: false })}
                            >
                              Edit
                            </button>
                            <button type="button" className={layout.smallDanger} aria-label={`Delete ${holiday.name}`} onClick={() => setConfirming(holiday)}>
                              Delete
                            </button>
                          </div>
                        </td>
                      )}
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          )}
          {canManage && <AddHoliday idPrefix={`${id}-add`} adding={adding} serverErrors={addError} check={check} onAdd={onAdd} />}
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Delete ${confirming.name}?`}
          message={`Bookings will no longer be blocked on ${formatDisplayDate(confirming.date)}.`}
          confirmLabel="Delete"
          busyLabel={messages.userForm.deleting}
          busy={deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirmDelete(confirming)}
        />
      )}
    </section>
  );
}

type AddHolidayProps = {
  idPrefix: string;
  adding: boolean;
  serverErrors?: HolidayErrors | null;
  check: (draft: HolidayDraft) => { write: PublicHolidayWrite | null; problems: HolidayErrors };
  onAdd: (holiday: PublicHolidayWrite) => Promise<boolean> | boolean;
};

function AddHoliday({ idPrefix, adding, serverErrors, check, onAdd }: AddHolidayProps) {
  const [draft, setDraft] = useState<HolidayDraft>(EMPTY);
  const [problems, setProblems] = useState<HolidayErrors>({});
  const [submitted, setSubmitted] = useState(false);
  return (
    <form
      className={styles.addForm}
      noValidate
      aria-label="Add a public holiday"
      aria-busy={adding || undefined}
      onSubmit={async (event) => {
        event.preventDefault();
        const { write, problems: found } = check(draft);
        setProblems(found);
        if (!write) return;
        setSubmitted(true);
        if (await onAdd(write)) {
          setDraft(EMPTY);
          setSubmitted(false);
        }
      }}
    >
      <HolidayFields
        idPrefix={idPrefix}
        legend="Add a public holiday"
        draft={draft}
        onChange={(next) => {
          setDraft(next);
          setProblems({});
        }}
        problems={{ ...(submitted ? serverErrors : null), ...problems }}
      >
        <button type="submit" className={layout.secondary} disabled={adding}>
          {adding ? 'Adding…' : 'Add holiday'}
        </button>
      </HolidayFields>
    </form>
  );
}

type HolidayFieldsProps = {
  idPrefix: string;
  legend: string;
  draft: HolidayDraft;
  onChange: (draft: HolidayDraft) => void;
  problems: HolidayErrors;
  children: ReactNode;
};

/** A date and a name side by side, with their messages, and the row's buttons. */
function HolidayFields({ idPrefix, legend, draft, onChange, problems, children }: HolidayFieldsProps) {
  return (
    <fieldset className={styles.holidayFields}>
      <legend className={layout.visuallyHidden}>{legend}</legend>
      <FormAlert messages={[problems.title]} />
      <div className={layout.row}>
        <div className={layout.grow}>
          <FormField id={`${idPrefix}-date`} label="Date" error={problems.date}>
            <DateField
              id={`${idPrefix}-date`}
              label="Date"
              value={draft.date}
              onChange={(date) => onChange({ ...draft, date })}
              invalid={Boolean(problems.date)}
              describedBy={controlAria(`${idPrefix}-date`, { error: problems.date })['aria-describedby']}
              required
            />
          </FormField>
        </div>
        <div className={layout.grow}>
          <FormField id={`${idPrefix}-name`} label="Name" error={problems.name}>
            <input
              id={`${idPrefix}-name`}
              className={formStyles.input}
              autoComplete="off"
              aria-required
              {...controlAria(`${idPrefix}-name`, { error: problems.name })}
              value={draft.name}
              onChange={(event) => onChange({ ...draft, name: event.target.value })}
            />
          </FormField>
        </div>
        <div className={layout.inlineActions}>{children}</div>
      </div>
    </fieldset>
  );
}
