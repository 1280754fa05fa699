import type { PublicHoliday, PublicHolidayWrite } from '@motorpool/api';
import { useId } from 'react';
import { countryName } from '../fields/branch/countries';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { formatDisplayDate } from '../ui/date-field/dates';
import { ListEditor } from '../ui/list-editor/ListEditor';
import { AddHoliday, HolidayEditor } from './HolidayEditors';
import { HolidayFilters } from './HolidayFilters';

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

/** The calendar's name: 'Australia, NSW'. */
export const calendarName = (filter: Pick<PublicHolidayFilter, 'country' | 'state'>) =>
  [countryName(filter.country), filter.state.trim().toUpperCase()].filter(Boolean).join(', ');

const COLUMNS = [
  { header: 'Date', cell: (holiday: PublicHoliday) => formatDisplayDate(holiday.date) },
  { header: 'Name', cell: (holiday: PublicHoliday) => holiday.name },
] as const;

/** The live line over the list: how many holidays the calendar holds, or what to do when none. */
function holidaysSummary(filter: PublicHolidayFilter, count: number, canManage: boolean) {
  return count === 0
    ? `No public holidays for ${calendarName(filter)} in ${filter.year} yet.${canManage ? ` ${LOAD_HOLIDAYS_LABEL} or add your own.` : ''}`
    : `${count} public ${count === 1 ? 'holiday' : 'holidays'} for ${calendarName(filter)} in ${filter.year}`;
}

/**
 * The organisation's public-holiday calendar for a country (and state), year
 * by year: the booking rules block bookings on these days. Load public
 * holidays fills the year from a maintained holiday list; each day can then
 * be edited or deleted, and others added. No HTTP.
 */
export function PublicHolidays({ filter, onFilterChange, status, error, onRetry, holidays, canManage = true, theme, ...changes }: PublicHolidaysProps) {
  const id = useId();
  const sorted = [...holidays].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section part="base" className={layout.narrowPanel} data-motorpool-theme={theme} aria-labelledby={`${id}-title`}>
      <h2 part="heading" id={`${id}-title`} className={layout.heading}>
        {PUBLIC_HOLIDAYS_TITLE}
      </h2>
      <p className={layout.lead}>Bookings cannot be made on the public holidays of a branch's country and state.</p>
      <HolidayFilters
        filter={filter}
        onFilterChange={onFilterChange}
        canManage={canManage}
        importing={changes.importing ?? false}
        loading={status === 'loading'}
        onImport={changes.onImport}
      />
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
          <ListEditor
            items={sorted}
            nameOf={(holiday) => holiday.name}
            columns={COLUMNS}
            label={`Public holidays for ${calendarName(filter)} in ${filter.year}`}
            summary={holidaysSummary(filter, sorted.length, canManage)}
            canManage={canManage}
            renderEditor={(holiday, close) => (
              <HolidayEditor
                filter={filter}
                holiday={holiday}
                updating={changes.updating === holiday.pk}
                serverErrors={changes.updateError}
                onUpdate={changes.onUpdate}
                onClose={close}
              />
            )}
            deletion={{
              title: (holiday) => `Delete ${holiday.name}?`,
              message: (holiday) => `Bookings will no longer be blocked on ${formatDisplayDate(holiday.date)}.`,
              onDelete: changes.onDelete,
            }}
          />
          {canManage && <AddHoliday filter={filter} adding={changes.adding ?? false} serverErrors={changes.addError} onAdd={changes.onAdd} />}
        </>
      )}
    </section>
  );
}
