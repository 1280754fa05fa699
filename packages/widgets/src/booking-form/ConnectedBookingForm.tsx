import {
  bookingCalls,
  bookingMessages,
  callerOfProfile,
  DEFAULT_BOOKING_RULES,
  isDriverOnly,
  isMotorpoolApiError,
  messages,
  RecurringOccurrence,
  vehicleCalls,
  type BookingListName,
  type BookingPayload,
  type CreatedBookings,
  type Profile,
  type RecurringCheckResult,
  type Requester,
  type Vehicle,
  type VehicleSearchQuery,
} from '@motorpool/api';
import { useCallback, useRef } from 'react';
import { is } from 'superstruct';
import { failureTitle } from '../api/api-failure';
import { allBranches } from '../fields/branch/all-branches';
import { ensureSessionProfile } from '../api/session-profile';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import { useSessionReload } from '../state/use-session-reload';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { BOOKING_LOAD_FAILED, BookingForm } from './BookingForm';
import type { ChosenVehicle, CostQuery } from './booking-form-values';
import { selfAsDriver } from './driver-access';
import {
  BookingFormStoreProvider,
  lookupKey,
  seriesKey,
  useBookingFormStore,
  useBookingFormStoreApi,
  type BranchData,
  type LookupName,
  type Lookups,
} from './store';

/** After a save: the bookings written (one, or a series' dates) and the list the host came from. */
export type BookingSavedDetail = { pks: number[]; list: BookingListName | null };

/** A new booking's branch, vehicle and times picked elsewhere (a calendar's free slot); start and end are instants, ISO. */
export type NewBookingPrefill = { branchPk?: number; vehiclePk?: number; start?: string; end?: string };

export type ConnectedBookingFormProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The booking to edit; none to add one. */
  bookingPk?: number | null;
  /** The list the host shows around the form, handed back with save and cancel. */
  list?: BookingListName | null;
  /** The branch a new booking starts at; else the caller's own branch. */
  branch?: number | null;
  /**
   * Where a new booking starts: its branch (over `branch`), a vehicle of that
   * branch, and times shown at the branch's clock on the time picker's
   * quarter hours. Read when the form loads; ignored when editing.
   */
  prefill?: NewBookingPrefill;
  theme?: ThemeName;
  /** The moment default times are taken from; now by default. */
  now?: Date;
  onSaved?: (detail: BookingSavedDetail) => void;
  onCancel?: () => void;
};

const SEARCH_PAGE_SIZE = 100;

/** Spec §4: a series' toast also says how many dates were skipped. */
export function createdText(created: CreatedBookings): string {
  const skipped = created.skipped.length;
  if (skipped === 0) return bookingMessages.created;
  return `${bookingMessages.created}. ${skipped} date${skipped === 1 ? '' : 's'} skipped`;
}

/** The clashing dates of a series the server refused (409 `recurring_conflicts`), to offer skipping them. */
function refusedSeries(error: unknown): RecurringCheckResult | null {
  if (!isMotorpoolApiError(error) || error.status !== 409) return null;
  const listed = error.details.occurrences ?? error.details.skipped;
  const occurrences = Array.isArray(listed) ? listed.filter((item) => is(item, RecurringOccurrence)) : [];
  if (occurrences.length === 0 && error.code !== 'recurring_conflicts') return null;
  const conflicts = occurrences.filter((occurrence) => occurrence.conflict !== null).length;
  return { occurrences, conflicts: Math.max(conflicts, 1) };
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T,>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/** The rules, booking tags and vehicle filters of a branch; each that fails leaves a sensible default and says why. */
async function loadBranchData(request: Requester, branchPk: number | null): Promise<BranchData> {
  if (branchPk === null) return { rules: DEFAULT_BOOKING_RULES, tagGroups: [], vehicleFilters: null, error: null };
  const bookings = bookingCalls(request);
  const [rules, tags, filters] = await Promise.all([
    settle(bookings.getBookingRules(branchPk)),
    settle(bookings.listBookingTags(branchPk)),
    settle(vehicleCalls(request).getVehicleFilters({ branch_pk: branchPk })),
  ]);
  const failed = [rules, tags, filters].find((result) => !result.ok);
  return {
    rules: rules.ok ? rules.value.rules : DEFAULT_BOOKING_RULES,
    tagGroups: tags.ok ? tags.value.results : [],
    vehicleFilters: filters.ok ? filters.value : null,
    error: failed && !failed.ok ? failureTitle(failed.error) : null,
  };
}

/**
 * `BookingForm` wired to the fleet service with the shared session: the
 * booking and branches, the branch's rules, tags and vehicle filters, the
 * searches as the person types, save with its toasts (shown by the page's
 * `<Toaster>`), and a driver-only caller booking for themselves.
 */
export function ConnectedBookingForm(props: ConnectedBookingFormProps) {
  return (
    <BookingFormStoreProvider>
      <ConnectedForm {...props} />
    </BookingFormStoreProvider>
  );
}

/** The picked vehicle as the form shows it, if it is an active vehicle of the branch the booking starts at. */
function pickedVehicle(found: Settled<Vehicle> | null, branchPk: number | null): ChosenVehicle | null {
  if (!found?.ok || !found.value.is_active || found.value.branch.pk !== branchPk) return null;
  const { pk, name, registrations_num } = found.value;
  return { pk, name, registrations_num };
}

function ConnectedForm({ apiBase, bookingPk, list = null, branch, prefill, theme, now, onSaved, onCancel }: ConnectedBookingFormProps) {
  const store = useBookingFormStoreApi();
  const state = useBookingFormStore((current) => current);
  const token = useSession((session) => session.token);
  const requester = useCallback(() => sessionRequester(apiBase), [apiBase]);
  const branchAsked = useRef<number | null>(null);
  // For a new booking only; taken apart so a host re-creating the object does not reload the form.
  const newBookingPrefill = bookingPk ? undefined : prefill;
  const { branchPk: prefillBranch, vehiclePk: prefillVehicle, start: prefillStart, end: prefillEnd } = newBookingPrefill ?? {};

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      if (!token) return loadFailed(messages.request.unauthenticated);
      loadStarted();
      const request = requester();
      const bookings = bookingCalls(request);
      const [booking, branches, profile] = await Promise.all([
        bookingPk ? settle(bookings.getBooking(bookingPk)) : Promise.resolve<Settled<null>>({ ok: true, value: null }),
        settle(allBranches(request, { is_active: true, branch_type: 'branch' })),
        ensureSessionProfile(apiBase).catch((): Profile | null => null),
      ]);
      if (!isCurrent()) return;
      if (!booking.ok) return loadFailed(BOOKING_LOAD_FAILED);
      if (!branches.ok) return loadFailed(failureTitle(branches.error));
      const own = [prefillBranch, branch, profile?.branch?.pk].find((pk) => pk && branches.value.some((candidate) => candidate.pk === pk));
      const branchPk = booking.value?.branch.pk ?? own ?? branches.value[0]?.pk ?? null;
      branchAsked.current = branchPk;
      const driverOnly = profile !== null && isDriverOnly(callerOfProfile(profile));
      const [branchData, self, vehicle] = await Promise.all([
        loadBranchData(request, branchPk),
        driverOnly ? settle(bookings.listDrivers({ search: profile.email, page_size: 10 })) : Promise.resolve(null),
        prefillVehicle ? settle(vehicleCalls(request).getVehicle(prefillVehicle)) : Promise.resolve(null),
      ]);
      if (!isCurrent()) return;
      const fixedDriver = driverOnly ? selfAsDriver(profile, self?.ok ? self.value.results : []) : null;
      const picked = prefillVehicle || prefillStart || prefillEnd ? { vehicle: pickedVehicle(vehicle, branchPk), start: prefillStart, end: prefillEnd } : null;
      loaded({ booking: booking.value, branches: branches.value, branchData, fixedDriver, defaultBranchPk: branchPk, prefill: picked });
    },
    [store, requester, token, bookingPk, branch, apiBase, prefillBranch, prefillVehicle, prefillStart, prefillEnd],
  );

  const reload = useSessionReload(load);

  const changeBranch = async (branchPk: number) => {
    branchAsked.current = branchPk;
    const data = await loadBranchData(requester(), branchPk);
    if (branchAsked.current === branchPk) store.getState().branchDataLoaded(data);
  };

  const ask = async <N extends LookupName>(name: N, key: string, call: () => Promise<Lookups[N]['value']>) => {
    const { lookupStarted, lookupAnswered, lookupFailed } = store.getState();
    lookupStarted(name, key);
    try {
      lookupAnswered(name, key, await call());
    } catch (error) {
      lookupFailed(name, key, failureTitle(error));
    }
  };

  const searchVehicles = (query: VehicleSearchQuery) =>
    void ask('vehicles', lookupKey(query), () =>
      vehicleCalls(requester())
        .searchVehicles({ ...query, page_size: SEARCH_PAGE_SIZE })
        .then((found) => found.results),
    );
  const searchDrivers = (search: string) =>
    void ask('drivers', lookupKey(search), () =>
      bookingCalls(requester())
        .listDrivers({ ...(search ? { search } : {}), page_size: SEARCH_PAGE_SIZE })
        .then((found) => found.results),
    );
  const estimateCost = (query: CostQuery) => void ask('cost', lookupKey(query), () => bookingCalls(requester()).getBookingCost(query));
  const checkSeries = (payload: BookingPayload) => void ask('series', seriesKey(payload), () => bookingCalls(requester()).checkRecurring(payload));

  async function save(payload: BookingPayload): Promise<boolean> {
    const { booking, saveStarted, saveFinished, saveFailed, lookupStarted, lookupAnswered } = store.getState();
    saveStarted();
    try {
      let pks: number[];
      if (booking) {
        const updated = await bookingCalls(requester()).updateBooking(booking.pk, payload);
        toast.success(bookingMessages.updated);
        pks = [updated.pk];
      } else {
        const created = await bookingCalls(requester()).createBooking(payload);
        toast.success(createdText(created));
        pks = created.results.map((written) => written.pk);
      }
      saveFinished();
      onSaved?.({ pks, list });
      return true;
    } catch (error) {
      const refused = payload.is_recurring && !payload.skip_conflicting_dates ? refusedSeries(error) : null;
      if (refused) {
        const key = seriesKey(payload);
        lookupStarted('series', key);
        lookupAnswered('series', key, refused);
      }
      saveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) && error.status === 400 ? error.fields : undefined);
      return false;
    }
  }

  const editable = !state.booking || ((state.booking.allowed_actions?.includes('edit') ?? true) && !state.booking.is_deleted);

  return (
    <BookingForm
      booking={state.booking}
      status={state.status}
      loadError={state.loadError}
      onRetry={reload}
      readOnly={!editable}
      branches={state.branches}
      defaultBranchPk={state.defaultBranchPk}
      prefill={state.prefill}
      branchData={state.branchData}
      vehicles={state.vehicles}
      drivers={state.drivers}
      cost={state.cost}
      series={state.series}
      fixedDriver={state.fixedDriver}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      now={now}
      theme={theme}
      onBranchChange={(branchPk) => void changeBranch(branchPk)}
      onVehicleSearch={searchVehicles}
      onDriverSearch={searchDrivers}
      onCostEstimate={estimateCost}
      onCheckSeries={checkSeries}
      onCancelSeries={() => store.getState().lookupCleared('series')}
      onSave={save}
      onCancel={onCancel}
    />
  );
}
