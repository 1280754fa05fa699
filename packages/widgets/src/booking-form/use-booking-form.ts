import { branchTimezone, toWallTime, type VehicleSearchQuery } from '@motorpool/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  addMinutesToWallTime,
  bookingProblems,
  bookingValuesFrom,
  costQuery,
  dayOfMonth,
  endWallTime,
  newBookingValues,
  prefilledBookingValues,
  splitWallTime,
  startWallTime,
  toBookingPayload,
  vehicleSearchQuery,
  weekdayOf,
  type BookingFormContext,
  type BookingFormValues,
  type CostQuery,
} from './booking-form-values';
import type { BookingFormProps } from './BookingForm';
import { placeServerErrors } from './server-errors';
import { lookupKey, seriesKey } from './store';
import { useDebouncedValue } from './use-debounced-value';

/** Searches wait for typing and clicking to pause this long. */
export const SEARCH_DELAY_MS = 400;

/** Problems worth showing before the first Save: those the person must know about at once. */
const LIVE_PROBLEMS = ['driver', 'endTime', 'secondaryDrivers', 'distance'] as const;

/** The latest props, for effects that should run when their question changes, not when a callback is recreated. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** Runs `ask` with the question once `key` has settled; a null key asks nothing. */
function useSettledQuestion<Q>(key: string | null, enabled: boolean, ask: (question: Q) => void) {
  const settled = useDebouncedValue(key, SEARCH_DELAY_MS);
  const latestAsk = useLatest(ask);
  useEffect(() => {
    if (enabled && settled !== null) latestAsk.current(JSON.parse(settled) as Q);
  }, [settled, enabled, latestAsk]);
}

/**
 * The booking form's values and what follows from them: the branch and its
 * time zone, the problems shown (live ones at once, the rest after the first
 * Save, the server's where it placed them), the questions asked once typing
 * settles (free vehicles, drivers, cost), a vehicle let go when it is no
 * longer free, and the changes that move other values along.
 */
export function useBookingForm(props: BookingFormProps) {
  const {
    booking = null,
    readOnly = false,
    branches,
    defaultBranchPk = null,
    prefill = null,
    branchData,
    vehicles,
    cost,
    series,
    fixedDriver = null,
    fieldErrors,
    now: givenNow,
    onBranchChange,
    onVehicleSearch,
    onDriverSearch,
    onCostEstimate,
    onCheckSeries,
    onCancelSeries,
    onSave,
  } = props;
  const [now] = useState(() => givenNow ?? new Date());
  const editingPk = booking?.pk ?? null;
  const [values, setValues] = useState<BookingFormValues>(() => {
    if (booking) return bookingValuesFrom(booking, branchData.tagGroups);
    const startBranch = branches.find((branch) => branch.pk === defaultBranchPk) ?? null;
    const fresh = newBookingValues({ now, branch: startBranch, driver: fixedDriver });
    return prefill ? prefilledBookingValues(fresh, prefill, startBranch ? branchTimezone(startBranch) : 'UTC') : fresh;
  });
  const [attempted, setAttempted] = useState(false);
  const [vehicleNote, setVehicleNote] = useState<string | null>(null);
  const [driverSearch, setDriverSearch] = useState('');
  const update = (change: Partial<BookingFormValues>) => setValues((current) => ({ ...current, ...change }));

  const branch = branches.find((candidate) => candidate.pk === values.branchPk) ?? (booking && booking.branch.pk === values.branchPk ? booking.branch : null);
  const timeZone = branch ? branchTimezone(branch) : 'UTC';
  const { rules, tagGroups } = branchData;
  const context: BookingFormContext = { rules, tagGroups, editingPk };
  const problems = bookingProblems(values, context);
  const valid = Object.keys(problems).length === 0;
  const server = useMemo(() => placeServerErrors(fieldErrors, tagGroups), [fieldErrors, tagGroups]);
  const errorOf = (field: string): string | null => {
    const shown = attempted || (LIVE_PROBLEMS as readonly string[]).includes(field) ? problems[field] : undefined;
    return shown ?? server.placed[field] ?? null;
  };

  // Free vehicles for the branch, times, driver and filters, once they settle.
  const searchQuery = useMemo(() => vehicleSearchQuery(values, editingPk), [values, editingPk]);
  const searchKey = searchQuery ? lookupKey(searchQuery) : null;
  useSettledQuestion<VehicleSearchQuery>(searchKey, !readOnly, onVehicleSearch);
  const vehiclesCurrent = searchKey !== null && vehicles.key === searchKey;

  // A vehicle no longer free for the new criteria is let go, saying so.
  useEffect(() => {
    if (readOnly || !vehiclesCurrent || vehicles.status !== 'ready') return;
    const chosen = values.vehicle;
    if (chosen && !vehicles.value.some((vehicle) => vehicle.pk === chosen.pk)) {
      setVehicleNote(`${chosen.name} is not free for this time any more; choose another vehicle.`);
      setValues((current) => (current.vehicle?.pk === chosen.pk ? { ...current, vehicle: null } : current));
    }
  }, [readOnly, vehiclesCurrent, vehicles, values.vehicle]);

  const settledDriverSearch = useDebouncedValue(driverSearch.trim(), SEARCH_DELAY_MS);
  const latestDriverSearch = useLatest(onDriverSearch);
  const searchesDrivers = !readOnly && !fixedDriver;
  useEffect(() => {
    if (searchesDrivers) latestDriverSearch.current(settledDriverSearch);
  }, [settledDriverSearch, searchesDrivers, latestDriverSearch]);

  const costQuestion = useMemo(() => costQuery(values), [values]);
  const costKey = costQuestion ? lookupKey(costQuestion) : null;
  useSettledQuestion<CostQuery>(costKey, !readOnly, onCostEstimate);
  const costCurrent = costKey !== null && cost.key === costKey;

  const seriesPayload = !editingPk && values.repeat && valid ? toBookingPayload(values, context) : null;
  const seriesCurrent = seriesPayload !== null && series.key === seriesKey(seriesPayload);

  const changeStart = (change: Partial<Pick<BookingFormValues, 'startDate' | 'startTime'>>) =>
    setValues((current) => {
      const next = { ...current, ...change };
      const start = startWallTime(next);
      const end = endWallTime(next);
      // An end the new start passed moves along, keeping the booking an hour long.
      if (start && end && end <= start) {
        const moved = splitWallTime(addMinutesToWallTime(start, 60));
        next.endDate = moved.date;
        next.endTime = moved.time;
      }
      return next;
    });

  const changeBranch = (pk: number) => {
    update({ branchPk: pk, vehicle: null, filters: {}, tags: {}, bookingType: '', purposeOfTrip: '' });
    setVehicleNote(null);
    onBranchChange?.(pk);
  };

  const changeSeries = (change: Partial<BookingFormValues>) =>
    setValues((current) => {
      const next = { ...current, ...change };
      // Turning Repeat on starts from the first booking's weekday and date.
      if (change.repeat && next.daysOfWeek.length === 0 && next.startDate) next.daysOfWeek = [weekdayOf(next.startDate)];
      if (change.repeat && next.datesOfMonth.length === 0 && next.startDate) next.datesOfMonth = [dayOfMonth(next.startDate)];
      return next;
    });

  const chooseVehicle = (vehicle: BookingFormValues['vehicle']) => {
    setVehicleNote(null);
    update({ vehicle });
  };

  const submit = async (skipConflicts: boolean) => {
    setAttempted(true);
    if (!valid || readOnly) return;
    const payload = toBookingPayload(values, context);
    if (skipConflicts) payload.skip_conflicting_dates = true;
    await onSave(payload);
  };

  const checkSeries = () => {
    setAttempted(true);
    if (seriesPayload) onCheckSeries(seriesPayload);
  };

  const cancelSeries = () => {
    update({ repeat: false });
    onCancelSeries?.();
  };

  const todayAtBranch = splitWallTime(toWallTime(now, timeZone));

  return {
    values,
    update,
    editingPk,
    branch,
    timeZone,
    todayAtBranch,
    errorOf,
    unplacedErrors: server.unplaced,
    driverSearch,
    setDriverSearch,
    vehicleNote,
    vehiclesCurrent,
    vehiclesIdle: searchKey === null,
    costQuestion,
    costCurrent,
    seriesCurrent,
    changeStart,
    changeBranch,
    changeSeries,
    chooseVehicle,
    submit,
    checkSeries,
    cancelSeries,
  };
}

export type BookingFormModel = ReturnType<typeof useBookingForm>;
