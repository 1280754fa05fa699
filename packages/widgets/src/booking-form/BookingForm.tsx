import {
  branchTimezone,
  messages,
  toWallTime,
  type Booking,
  type BookingCost,
  type BookingPayload,
  type Branch,
  type DriverOption,
  type RecurringCheckResult,
  type Vehicle,
  type VehicleSearchQuery,
} from '@motorpool/api';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormAlert } from '../ui/form/FormAlert';
import { controlAria, FormField } from '../ui/field/FormField';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import { CustomField } from '../fields/custom/CustomField';
import { customFieldKey } from '../fields/custom/custom-fields';
import { DateField } from '../ui/date-field/DateField';
import * as formStyles from '../ui/form/form.css';
import { TimePicker } from '../ui/time-picker/TimePicker';
import type { ThemeName } from '../theme/theme-names';
import {
  addMinutesToWallTime,
  BOOKING_FORM_LABELS,
  bookingProblems,
  bookingValuesFrom,
  costQuery,
  dayOfMonth,
  endWallTime,
  formDayCount,
  newBookingValues,
  prefilledBookingValues,
  splitWallTime,
  startWallTime,
  tagValue,
  toBookingPayload,
  vehicleSearchQuery,
  weekdayOf,
  type BookingFormContext,
  type BookingFormValues,
  type BookingPrefill,
  type CostQuery,
} from './booking-form-values';
import * as styles from './BookingForm.css';
import { DriverFields } from './DriverFields';
import { RecurrenceFields } from './RecurrenceFields';
import { placeServerErrors } from './server-errors';
import { lookupKey, seriesKey, type BookingFormStatus, type BranchData, type Lookup } from './store';
import { useDebouncedValue } from './use-debounced-value';
import { VehicleChooser } from './VehicleChooser';

export const ADD_BOOKING_TITLE = 'Add Booking';
export const EDIT_BOOKING_TITLE = 'Edit Booking';
export const VIEW_BOOKING_TITLE = 'Booking';
export const BOOKING_LOAD_FAILED = 'Failed to load the booking';
/** Searches wait for typing and clicking to pause this long. */
export const SEARCH_DELAY_MS = 400;

export type BookingFormProps = {
  /** The booking being edited; none to add one. */
  booking?: Booking | null;
  status?: BookingFormStatus;
  loadError?: string | null;
  onRetry?: () => void;
  /** Shown, not changeable (the caller may not edit this booking). */
  readOnly?: boolean;
  /** Branches a booking may be made at. */
  branches: Branch[];
  /** The branch a new booking starts at. */
  defaultBranchPk?: number | null;
  /** A new booking's vehicle and times picked elsewhere (a calendar's free slot); read once, when the form opens. */
  prefill?: BookingPrefill | null;
  /** Rules, booking tags and vehicle filters of the chosen branch. */
  branchData: BranchData;
  vehicles: Lookup<Vehicle[]>;
  drivers: Lookup<DriverOption[]>;
  cost: Lookup<BookingCost | null>;
  series: Lookup<RecurringCheckResult | null>;
  /** A driver-only caller: the booking is theirs, the driver cannot be changed. */
  fixedDriver?: DriverOption | null;
  saving?: boolean;
  serverError?: string | null;
  /** Server field errors by payload path, shown under their fields. */
  fieldErrors?: Record<string, string> | null;
  /** The moment the default times and today's bounds are taken from. */
  now?: Date;
  theme?: ThemeName;
  onBranchChange?: (branchPk: number) => void;
  onVehicleSearch: (query: VehicleSearchQuery) => void;
  onDriverSearch: (search: string) => void;
  onCostEstimate: (query: CostQuery) => void;
  onCheckSeries: (payload: BookingPayload) => void;
  /** 'Cancel series': the series' dates are no longer wanted. */
  onCancelSeries?: () => void;
  /** Resolve `true` once saved; anything else leaves every value as typed. */
  onSave: (payload: BookingPayload) => Promise<boolean> | boolean | void;
  onCancel?: () => void;
};

/**
 * Add and edit a booking (spec §2, §3 Booking, §5): branch with its time
 * zone, start and end (date and time picker, day count), driver and
 * secondary drivers, a free vehicle found with the filters, purpose, type,
 * booking tags, a cost estimate and, for a new booking, a series with its
 * clashes. Times are wall-clock at the branch. No HTTP.
 */
export function BookingForm(props: BookingFormProps) {
  const { booking, status = 'ready', loadError, onRetry, readOnly, theme } = props;
  const headingId = useId();
  const title = booking ? (readOnly ? VIEW_BOOKING_TITLE : EDIT_BOOKING_TITLE) : ADD_BOOKING_TITLE;
  if (status !== 'ready') {
    return (
      <section className={layout.panel} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
        <h2 id={headingId} className={layout.heading}>
          {title}
        </h2>
        <LoadState status={status} loadingText="Loading booking…" error={loadError} fallbackError={BOOKING_LOAD_FAILED} onRetry={onRetry} />
      </section>
    );
  }
  return <BookingFormBody {...props} headingId={headingId} title={title} />;
}

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

function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows the amount.
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** Problems worth showing before the first Save: those the person must know about at once. */
const LIVE_PROBLEMS = ['driver', 'endTime', 'secondaryDrivers', 'distance'] as const;

function BookingFormBody(props: BookingFormProps & { headingId: string; title: string }) {
  const {
    booking = null,
    readOnly = false,
    branches,
    defaultBranchPk = null,
    prefill = null,
    branchData,
    vehicles,
    drivers,
    cost,
    series,
    fixedDriver = null,
    saving = false,
    serverError,
    fieldErrors,
    now: givenNow,
    theme,
    onBranchChange,
    onVehicleSearch,
    onDriverSearch,
    onCostEstimate,
    onCheckSeries,
    onCancelSeries,
    onSave,
    onCancel,
    headingId,
    title,
  } = props;
  const id = useId();
  const fid = (field: string) => `${id}-${field}`;
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

  const todayAtBranch = splitWallTime(toWallTime(now, timeZone));
  const startTimeMin = !editingPk && values.startDate === todayAtBranch.date ? todayAtBranch.time : null;
  const endTimeMin = values.endDate === values.startDate && values.startTime ? values.startTime : null;
  const dayCount = formDayCount(values);
  const branchHint = branch ? `Time zone: ${timeZone}. Every time in this booking is the branch's time.` : null;

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

  const dateTimeField = (field: 'startDate' | 'endDate', min: string | undefined, onChange: (value: string) => void) => {
    const error = errorOf(field);
    return (
      <FormField id={fid(field)} label={BOOKING_FORM_LABELS[field]} error={error}>
        <DateField
          id={fid(field)}
          label={BOOKING_FORM_LABELS[field]}
          value={values[field]}
          min={min}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={controlAria(fid(field), { error })['aria-describedby']}
          required
          disabled={readOnly}
        />
      </FormField>
    );
  };

  const timeField = (field: 'startTime' | 'endTime', min: string | null, onChange: (value: string) => void) => {
    const error = errorOf(field);
    return (
      <FormField id={fid(field)} label={BOOKING_FORM_LABELS[field]} error={error}>
        <TimePicker
          id={fid(field)}
          label={BOOKING_FORM_LABELS[field]}
          value={values[field]}
          min={min}
          onChange={onChange}
          invalid={Boolean(error)}
          describedBy={controlAria(fid(field), { error })['aria-describedby']}
          required
          disabled={readOnly}
        />
      </FormField>
    );
  };

  const purposeError = errorOf('purposeOfTrip');
  const purposeOptions =
    rules.purposes_of_trip.includes(values.purposeOfTrip) || !values.purposeOfTrip ? rules.purposes_of_trip : [values.purposeOfTrip, ...rules.purposes_of_trip];
  const bookingType = values.bookingType || rules.default_booking_type;
  const typeOptions = rules.booking_types.includes(bookingType) ? rules.booking_types : [bookingType, ...rules.booking_types];
  const distanceError = errorOf('distance');
  const reasonError = errorOf('reasonForChange');

  return (
    <section className={layout.panel} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.heading}>
        {title}
      </h2>
      <FormAlert messages={[serverError, ...server.unplaced]} />
      <form
        className={layout.form}
        noValidate
        aria-busy={saving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(false);
        }}
      >
        <Section title="Branch">
          <FormField id={fid('branch')} label={BOOKING_FORM_LABELS.branch} error={errorOf('branch')} hint={branchHint}>
            <select
              id={fid('branch')}
              className={formStyles.input}
              aria-required
              disabled={readOnly}
              {...controlAria(fid('branch'), { error: errorOf('branch'), hint: branchHint })}
              value={values.branchPk ?? ''}
              onChange={(event) => event.target.value && changeBranch(Number(event.target.value))}
            >
              <option value="">Select Branch</option>
              {withHeld(branches, branch).map((candidate) => (
                <option key={candidate.pk} value={candidate.pk}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </FormField>
          {branchData.error && <p className={formStyles.error}>{branchData.error}</p>}
        </Section>

        <Section title="Date and Time">
          {dateTimeField('startDate', editingPk ? undefined : todayAtBranch.date, (startDate) => changeStart({ startDate }))}
          {timeField('startTime', startTimeMin, (startTime) => changeStart({ startTime }))}
          {dateTimeField('endDate', values.startDate || undefined, (endDate) => update({ endDate }))}
          {timeField('endTime', endTimeMin, (endTime) => update({ endTime }))}
          <p className={styles.dayCount} aria-live="polite">
            Day count: {dayCount ?? '–'}
          </p>
        </Section>

        <Section title="Driver">
          <DriverFields
            id={id}
            driver={values.driver}
            secondaryDrivers={values.secondaryDrivers}
            onDriverChange={(driver) => update({ driver })}
            onSecondaryChange={(secondaryDrivers) => update({ secondaryDrivers })}
            search={driverSearch}
            onSearchChange={setDriverSearch}
            drivers={drivers}
            fixed={fixedDriver !== null}
            driverError={errorOf('driver')}
            secondaryError={errorOf('secondaryDrivers')}
            disabled={readOnly}
          />
        </Section>

        <Section title="Vehicle">
          <VehicleChooser
            id={fid('vehicle')}
            filters={branchData.vehicleFilters}
            choice={values.filters}
            onChoiceChange={(filters) => update({ filters })}
            vehicles={vehicles}
            current={vehiclesCurrent}
            idle={searchKey === null}
            chosen={values.vehicle}
            onChoose={(vehicle) => {
              setVehicleNote(null);
              update({ vehicle });
            }}
            error={errorOf('vehicle')}
            note={vehicleNote}
            disabled={readOnly}
          />
        </Section>

        <Section title="Trip Details">
          <FormField id={fid('purposeOfTrip')} label={BOOKING_FORM_LABELS.purposeOfTrip} optional={!rules.purpose_of_trip_required} error={purposeError}>
            {rules.purposes_of_trip.length > 0 ? (
              <select
                id={fid('purposeOfTrip')}
                className={formStyles.input}
                aria-required={rules.purpose_of_trip_required || undefined}
                disabled={readOnly}
                {...controlAria(fid('purposeOfTrip'), { error: purposeError })}
                value={values.purposeOfTrip}
                onChange={(event) => update({ purposeOfTrip: event.target.value })}
              >
                <option value="">Select Purpose of Trip</option>
                {purposeOptions.map((purpose) => (
                  <option key={purpose} value={purpose}>
                    {purpose}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fid('purposeOfTrip')}
                className={formStyles.input}
                maxLength={200}
                aria-required={rules.purpose_of_trip_required || undefined}
                readOnly={readOnly}
                {...controlAria(fid('purposeOfTrip'), { error: purposeError })}
                value={values.purposeOfTrip}
                onChange={(event) => update({ purposeOfTrip: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={fid('bookingType')} label={BOOKING_FORM_LABELS.bookingType} error={errorOf('bookingType')}>
            <select
              id={fid('bookingType')}
              className={formStyles.input}
              disabled={readOnly}
              {...controlAria(fid('bookingType'), { error: errorOf('bookingType') })}
              value={bookingType}
              onChange={(event) => update({ bookingType: event.target.value })}
            >
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </FormField>
          {tagGroups.map((group) => {
            const key = customFieldKey(group);
            return (
              <CustomField
                key={group.pk}
                group={group}
                id={fid(`tag-${key}`)}
                value={tagValue(values, group)}
                onChange={(value) => update({ tags: { ...values.tags, [key]: value } })}
                error={errorOf(`tag.${key}`)}
                disabled={readOnly}
              />
            );
          })}
        </Section>

        <Section title="Cost Estimate">
          <FormField id={fid('distance')} label={BOOKING_FORM_LABELS.distance} optional error={distanceError}>
            <input
              id={fid('distance')}
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="off"
              readOnly={readOnly}
              {...controlAria(fid('distance'), { error: distanceError })}
              value={values.distance}
              onChange={(event) => update({ distance: event.target.value })}
            />
          </FormField>
          <div role="status" aria-live="polite">
            {costCurrent && cost.status === 'ready' && cost.value ? (
              <dl className={layout.facts}>
                <div>
                  <dt className={layout.term}>Days</dt>
                  <dd className={layout.definition}>{cost.value.days}</dd>
                </div>
                <div>
                  <dt className={layout.term}>Estimated cost</dt>
                  <dd className={layout.definition}>{money(cost.value.estimated_cost, cost.value.currency)}</dd>
                </div>
              </dl>
            ) : (
              <p className={costCurrent && cost.status === 'error' ? formStyles.error : layout.status}>
                {!costQuestion ? 'Choose a vehicle and a time to see the estimated cost' : costCurrent && cost.status === 'error' ? cost.error : 'Estimating…'}
              </p>
            )}
          </div>
        </Section>

        {!editingPk && !readOnly && (
          <Section title="Repeat">
            <RecurrenceFields
              id={fid('series')}
              values={values}
              onChange={changeSeries}
              errors={{
                daysOfWeek: errorOf('daysOfWeek') ?? undefined,
                datesOfMonth: errorOf('datesOfMonth') ?? undefined,
                endsOn: errorOf('endsOn') ?? undefined,
              }}
              series={series}
              current={seriesCurrent}
              timeZone={timeZone}
              onCheck={checkSeries}
              onSkipConflicts={() => void submit(true)}
              onCancelSeries={cancelSeries}
              saving={saving}
            />
          </Section>
        )}

        {editingPk !== null && (
          <Section title={BOOKING_FORM_LABELS.reasonForChange}>
            <div className={layout.wide}>
              <FormField id={fid('reasonForChange')} label={BOOKING_FORM_LABELS.reasonForChange} optional error={reasonError}>
                <textarea
                  id={fid('reasonForChange')}
                  className={`${formStyles.input} ${layout.textarea}`}
                  maxLength={500}
                  readOnly={readOnly}
                  {...controlAria(fid('reasonForChange'), { error: reasonError })}
                  value={values.reasonForChange}
                  onChange={(event) => update({ reasonForChange: event.target.value })}
                />
              </FormField>
            </div>
          </Section>
        )}

        <div className={layout.actions}>
          {!readOnly && (
            <button type="submit" className={layout.primary} disabled={saving}>
              {saving ? messages.userForm.saving : 'Save'}
            </button>
          )}
          <button type="button" className={layout.secondary} disabled={saving} onClick={onCancel}>
            {readOnly ? 'Close' : 'Cancel'}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The branches offered, plus the booking's own if the list no longer has it. */
function withHeld(branches: readonly Branch[], held: Branch | Booking['branch'] | null): { pk: number; name: string }[] {
  return held && !branches.some((branch) => branch.pk === held.pk) ? [held, ...branches] : [...branches];
}

/** A titled group of fields, laid out in columns. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={layout.section}>
      <legend className={layout.sectionTitle}>{title}</legend>
      <div className={layout.grid}>{children}</div>
    </fieldset>
  );
}
