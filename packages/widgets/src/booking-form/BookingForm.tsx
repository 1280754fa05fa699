import {
  messages,
  type Booking,
  type BookingCost,
  type BookingPayload,
  type Branch,
  type DriverOption,
  type RecurringCheckResult,
  type Vehicle,
  type VehicleSearchQuery,
} from '@motorpool/api';
import { useId, type ReactNode } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import * as formStyles from '../ui/form/form.css';
import { BOOKING_FORM_LABELS, type BookingPrefill, type CostQuery } from './booking-form-values';
import { BookingTimeFields } from './BookingTimeFields';
import { CostEstimate } from './CostEstimate';
import { DriverFields } from './DriverFields';
import { RecurrenceFields } from './RecurrenceFields';
import type { BookingFormStatus, BranchData, Lookup } from './store';
import { TripDetailsFields } from './TripDetailsFields';
import { useBookingForm } from './use-booking-form';
import { VehicleChooser } from './VehicleChooser';

export const ADD_BOOKING_TITLE = 'Add Booking';
export const EDIT_BOOKING_TITLE = 'Edit Booking';
export const VIEW_BOOKING_TITLE = 'Booking';
export const BOOKING_LOAD_FAILED = 'Failed to load the booking';

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
      <section part="base" className={layout.panel} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
        <h2 part="heading" id={headingId} className={layout.heading}>
          {title}
        </h2>
        <LoadState status={status} loadingText="Loading booking…" error={loadError} fallbackError={BOOKING_LOAD_FAILED} onRetry={onRetry} />
      </section>
    );
  }
  return <BookingFormBody {...props} headingId={headingId} title={title} />;
}

function BookingFormBody(props: BookingFormProps & { headingId: string; title: string }) {
  const {
    readOnly = false,
    branches,
    branchData,
    vehicles,
    drivers,
    cost,
    series,
    fixedDriver = null,
    saving = false,
    serverError,
    theme,
    onCancel,
    headingId,
    title,
  } = props;
  const id = useId();
  const fid = (field: string) => `${id}-${field}`;
  const form = useBookingForm(props);
  const invalidFocus = useFocusFirstInvalid<HTMLFormElement>();
  const { values, update, editingPk, branch, timeZone, errorOf } = form;
  const branchHint = branch ? `Time zone: ${timeZone}. Every time in this booking is the branch's time.` : null;

  return (
    <section part="base" className={layout.panel} data-motorpool-theme={theme} aria-labelledby={headingId}>
      <h2 part="heading" id={headingId} className={layout.heading}>
        {title}
      </h2>
      <FormAlert messages={[serverError, ...form.unplacedErrors]} />
      <form
        part="form"
        ref={invalidFocus.ref}
        className={layout.form}
        noValidate
        aria-busy={saving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(false).finally(invalidFocus.focusFirstInvalid);
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
              onChange={(event) => event.target.value && form.changeBranch(Number(event.target.value))}
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
          <BookingTimeFields fid={fid} form={form} readOnly={readOnly} />
        </Section>

        <Section title="Driver">
          <DriverFields
            id={id}
            driver={values.driver}
            secondaryDrivers={values.secondaryDrivers}
            onDriverChange={(driver) => update({ driver })}
            onSecondaryChange={(secondaryDrivers) => update({ secondaryDrivers })}
            search={form.driverSearch}
            onSearchChange={form.setDriverSearch}
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
            current={form.vehiclesCurrent}
            idle={form.vehiclesIdle}
            chosen={values.vehicle}
            onChoose={form.chooseVehicle}
            error={errorOf('vehicle')}
            note={form.vehicleNote}
            disabled={readOnly}
          />
        </Section>

        <Section title="Trip Details">
          <TripDetailsFields fid={fid} form={form} branchData={branchData} readOnly={readOnly} />
        </Section>

        <Section title="Cost Estimate">
          <CostEstimate fid={fid} form={form} cost={cost} readOnly={readOnly} />
        </Section>

        {!editingPk && !readOnly && (
          <Section title="Repeat">
            <RecurrenceFields
              id={fid('series')}
              values={values}
              onChange={form.changeSeries}
              errors={{
                daysOfWeek: errorOf('daysOfWeek') ?? undefined,
                datesOfMonth: errorOf('datesOfMonth') ?? undefined,
                endsOn: errorOf('endsOn') ?? undefined,
              }}
              series={series}
              current={form.seriesCurrent}
              timeZone={timeZone}
              onCheck={form.checkSeries}
              onSkipConflicts={() => void form.submit(true)}
              onCancelSeries={form.cancelSeries}
              saving={saving}
            />
          </Section>
        )}

        {editingPk !== null && (
          <Section title={BOOKING_FORM_LABELS.reasonForChange}>
            <div className={layout.wide}>
              <FormField id={fid('reasonForChange')} label={BOOKING_FORM_LABELS.reasonForChange} optional error={errorOf('reasonForChange')}>
                <textarea
                  id={fid('reasonForChange')}
                  className={`${formStyles.input} ${layout.textarea}`}
                  maxLength={500}
                  readOnly={readOnly}
                  {...controlAria(fid('reasonForChange'), { error: errorOf('reasonForChange') })}
                  value={values.reasonForChange}
                  onChange={(event) => update({ reasonForChange: event.target.value })}
                />
              </FormField>
            </div>
          </Section>
        )}

        <ActionRow divider>
          {!readOnly && (
            <Button type="submit" disabled={saving}>
              {saving ? messages.userForm.saving : 'Save'}
            </Button>
          )}
          <Button tone="neutral" variant="outline" disabled={saving} onClick={onCancel}>
            {readOnly ? 'Close' : 'Cancel'}
          </Button>
        </ActionRow>
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
