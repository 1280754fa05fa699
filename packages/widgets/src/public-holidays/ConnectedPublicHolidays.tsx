import { branchCalls, isMotorpoolApiError, type PublicHoliday, type PublicHolidayWrite } from '@motorpool/api';
import { useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { mayManageStructure } from '../fields/branch/structure-access';
import { useViewerClient } from '../ui/data-table/table-client';
import { useSessionLoad } from '../state/use-session-load';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { calendarName, PublicHolidays, type HolidayErrors } from './PublicHolidays';
import { PublicHolidaysStoreProvider, usePublicHolidaysStore, usePublicHolidaysStoreApi } from './store';

export type ConnectedPublicHolidaysProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The calendar shown first: an ISO country code (AU), a state code (NSW) and a year (this one by default). */
  country?: string;
  state?: string;
  year?: number;
  theme?: ThemeName;
};

export const PUBLIC_HOLIDAY_TOASTS = {
  added: 'Public holiday added successfully',
  updated: 'Public holiday updated successfully',
  deleted: 'Public holiday deleted successfully',
} as const;

export const importedText = (count: number, calendar: string, year: number) =>
  `${count} public ${count === 1 ? 'holiday' : 'holidays'} for ${calendar} in ${year} loaded`;

/** The server's refusal by field; a refusal of the calendar (country, state) or without fields goes in the title. */
function holidayErrors(error: unknown): HolidayErrors {
  const fields = isMotorpoolApiError(error) ? error.fields : {};
  const elsewhere = fields.country ?? fields.state;
  return { date: fields.date, name: fields.name, title: elsewhere ?? (fields.date || fields.name ? null : failureTitle(error)) };
}

/** `PublicHolidays` wired to `public-holidays/` (list, import, add, edit, delete) with the shared session, with toasts. */
export function ConnectedPublicHolidays(props: ConnectedPublicHolidaysProps) {
  const filter = { country: (props.country ?? '').toUpperCase(), state: (props.state ?? '').toUpperCase(), year: props.year ?? new Date().getFullYear() };
  return (
    <PublicHolidaysStoreProvider initial={{ filter }}>
      <ConnectedView {...props} />
    </PublicHolidaysStoreProvider>
  );
}

function ConnectedView({ apiBase, theme }: ConnectedPublicHolidaysProps) {
  const store = usePublicHolidaysStoreApi();
  const state = usePublicHolidaysStore((current) => current);
  const { request, token, organisation, viewer } = useViewerClient(apiBase);
  const { filter } = state;

  // No calendar chosen yet: nothing to ask for.
  const fetch = useMemo(
    () =>
      filter.country
        ? async () => {
            const query = { country: filter.country, ...(filter.state ? { state: filter.state } : {}), year: filter.year, page_size: 100 };
            return (await branchCalls(request).listPublicHolidays(query)).results;
          }
        : null,
    [request, filter],
  );
  const retry = useSessionLoad({ store, token, organisation, fetch });

  async function importYear() {
    const { importStarted, importFinished } = store.getState();
    importStarted();
    try {
      const list = await branchCalls(request).importPublicHolidays({ country: filter.country, state: filter.state || null, year: filter.year });
      // Another calendar may have been chosen meanwhile; its own list is on its way.
      if (store.getState().filter !== filter) return importFinished();
      importFinished(list.results);
      toast.success(importedText(list.count, calendarName(filter), filter.year));
    } catch (error) {
      importFinished();
      toast.error(holidayErrors(error).title ?? failureTitle(error));
    }
  }

  async function add(write: PublicHolidayWrite): Promise<boolean> {
    const { addStarted, added, addFailed } = store.getState();
    addStarted();
    try {
      added(await branchCalls(request).createPublicHoliday(write));
      toast.success(PUBLIC_HOLIDAY_TOASTS.added);
      return true;
    } catch (error) {
      addFailed(holidayErrors(error));
      return false;
    }
  }

  async function update(holiday: PublicHoliday, write: PublicHolidayWrite): Promise<boolean> {
    const { updateStarted, updated, updateFailed } = store.getState();
    updateStarted(holiday.pk);
    try {
      updated(await branchCalls(request).updatePublicHoliday(holiday.pk, write));
      toast.success(PUBLIC_HOLIDAY_TOASTS.updated);
      return true;
    } catch (error) {
      updateFailed(holidayErrors(error));
      return false;
    }
  }

  async function remove(holiday: PublicHoliday) {
    try {
      await branchCalls(request).deletePublicHoliday(holiday.pk);
      store.getState().removed(holiday.pk);
      toast.success(PUBLIC_HOLIDAY_TOASTS.deleted);
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  return (
    <PublicHolidays
      filter={filter}
      onFilterChange={store.getState().filterChanged}
      status={state.status}
      error={state.error}
      onRetry={retry}
      holidays={state.holidays}
      canManage={mayManageStructure(viewer?.permissions)}
      importing={state.importing}
      onImport={importYear}
      adding={state.adding}
      addError={state.addError}
      onAdd={add}
      updating={state.updating}
      updateError={state.updateError}
      onUpdate={update}
      onDelete={remove}
      theme={theme}
    />
  );
}
