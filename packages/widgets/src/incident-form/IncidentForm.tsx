import { messages, type Incident, type IncidentType, type IncidentUpdate, type IncidentWrite } from '@motorpool/api';
import { Fragment, lazy, Suspense, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadingPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { todayIsoDate } from '../ui/date-field/dates';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import * as formStyles from '../ui/form/form.css';
import {
  choosableTypes,
  emptyIncidentFormValues,
  INCIDENT_LABELS,
  incidentFormFailures,
  incidentFormValuesFrom,
  isAccidentLike,
  placeIncidentErrors,
  POLICE_FIELDS,
  POLICE_LABELS,
  THIRD_PARTY_FIELDS,
  THIRD_PARTY_LABELS,
  toIncidentPayload,
  UNPLACED_PATH,
  type IncidentFormContext,
  type IncidentFormValues,
} from './incident-form-values';
import * as styles from './IncidentForm.css';
import { IncidentPhotos } from './IncidentPhotos';
import { noSubject, type IncidentFormStatus, type IncidentSubjectView, type VehicleChoice } from './store';
import { TagChips } from './TagChips';
import { useIncidentForm, type IncidentPath } from './use-incident-form';

// The date and time pickers are most of a form's script: they load apart, after the rest of the form.
const ReportedOnFields = lazy(() => import('./ReportedOnFields').then((module) => ({ default: module.ReportedOnFields })));

export const REPORT_INCIDENT_TITLE = 'Report Incident';
export const EDIT_INCIDENT_TITLE = 'Edit Incident';
export const INCIDENT_LOAD_FAILED = 'The incident could not be loaded.';
export const INCIDENT_SECTIONS = ['What happened', 'Where', 'Tags and photos', 'Third party', 'Police', 'Review'] as const;
export const USE_MY_LOCATION = 'Use my location';

export const disallowHints = {
  confirm: 'A manager must confirm before the vehicle is taken off the road.',
  atOnce: 'Incidents of this type take the vehicle off the road at once.',
} as const;

/** Where the device is, as the browser's geolocation gives it. */
export type Position = { latitude: number; longitude: number };

export type IncidentFormProps = {
  /** The incident being edited (a manager's edit); none to report a new one. */
  incident?: Incident | null;
  status?: IncidentFormStatus;
  loadError?: string | null;
  onRetry?: () => void;
  /** The organisation's incident types; the form offers the active ones. */
  types: IncidentType[];
  typesError?: string | null;
  /** The booking, vehicle or person a new report is about, locked. */
  subject?: IncidentSubjectView;
  /** Vehicles to choose from when the report has no subject yet. */
  vehicles?: VehicleChoice[];
  vehiclesError?: string | null;
  /** Why the caller may not report on the subject: shown instead of the form. */
  refusal?: string | null;
  saving?: boolean;
  serverError?: string | null;
  /** Server field errors by payload path, placed on their fields. */
  fieldErrors?: Record<string, string> | null;
  /** Changes after each new report saved, so the next starts empty. */
  reportCount?: number;
  /** The moment "now" is for the default time and the future check. */
  now?: () => Date;
  /** Resolve `true` once saved; anything else leaves every value as typed. */
  onSave: (payload: IncidentWrite | IncidentUpdate) => Promise<boolean> | boolean | void;
  /** Stores a photo (the two-step document upload); answers where it is served. */
  onUpload?: (file: File) => Promise<string>;
  /** Where the device is; offered as Use my location only when given. */
  onLocate?: () => Promise<Position>;
  onCancel?: () => void;
  theme?: ThemeName;
};

const systemNow = () => new Date();

/**
 * Report an incident, or edit one as a manager (spec §3 Incident): type and
 * sub-type, when, what happened, the odometer, critical, taking the vehicle
 * off the road, where (address, landmark, coordinates), tags, photos, the
 * other party and the police, and Verified for managers. The booking,
 * vehicle or person it is about is fixed by where it was opened. No HTTP.
 */
export function IncidentForm(props: IncidentFormProps) {
  const { incident, status = 'ready', loadError, onRetry, theme, refusal, onCancel, reportCount = 0 } = props;
  const headingId = useId();
  const title = incident ? `${EDIT_INCIDENT_TITLE} ${incident.reference}` : REPORT_INCIDENT_TITLE;
  return (
    <LoadingPanel
      headingId={headingId}
      title={title}
      className={styles.panel}
      headingClassName={`${layout.heading} ${styles.heading}`}
      theme={theme}
      status={status}
      loadingText="Loading incident…"
      error={loadError}
      fallbackError={INCIDENT_LOAD_FAILED}
      onRetry={onRetry}
      retryText="Try again"
    >
      {refusal && !incident ? (
        <>
          <div className={styles.refusal}>
            <FormAlert messages={[refusal]} />
          </div>
          {onCancel && (
            <ActionRow>
              <Button variant="outline" onClick={onCancel}>
                Close
              </Button>
            </ActionRow>
          )}
        </>
      ) : (
        <IncidentFormBody key={reportCount} {...props} />
      )}
    </LoadingPanel>
  );
}

/** What the report is about, as the edited incident names it. */
function subjectOfIncident(incident: Incident): IncidentSubjectView {
  const { booking, vehicle, person } = incident;
  return {
    booking: booking ? { pk: booking.pk, text: booking.driver.name, vehicle: booking.vehicle, people: null } : null,
    vehicle,
    person: person ? { pk: person.pk, name: person.name } : null,
  };
}

const vehicleText = (vehicle: VehicleChoice) => (vehicle.registrations_num ? `${vehicle.name} (${vehicle.registrations_num})` : vehicle.name);

function SubjectFacts({ subject }: { subject: IncidentSubjectView }) {
  const facts: [string, string][] = [];
  if (subject.booking) facts.push(['Booking', [`Booking ${subject.booking.pk}`, subject.booking.text].filter(Boolean).join(' · ')]);
  const vehicle = subject.vehicle ?? subject.booking?.vehicle ?? null;
  if (vehicle) facts.push([INCIDENT_LABELS.vehicle, vehicleText(vehicle)]);
  if (subject.person) facts.push(['Person', subject.person.name ?? `Member ${subject.person.pk}`]);
  if (facts.length === 0) return null;
  return (
    <dl className={styles.context} aria-label="Reported about">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.contextTerm}>{term}</dt>
          <dd className={styles.contextValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function IncidentFormBody({
  incident = null,
  types,
  typesError,
  subject: givenSubject = noSubject,
  vehicles = [],
  vehiclesError,
  saving = false,
  serverError,
  fieldErrors,
  now = systemNow,
  onSave,
  onUpload,
  onLocate,
  onCancel,
}: IncidentFormProps) {
  const id = useId();
  const fid = (path: string) => `${id}-${path.replace(/\./g, '-')}`;
  const subject = incident ? subjectOfIncident(incident) : givenSubject;
  const choosesVehicle = !incident && !subject.booking && !subject.vehicle && !subject.person;
  const bookingVehiclePk = subject.booking?.vehicle?.pk ?? null;
  const [uploading, setUploading] = useState(false);
  const [unplacedFailure, setUnplacedFailure] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const invalidFocus = useFocusFirstInvalid<HTMLFormElement>();

  const nowRef = useRef(now);
  nowRef.current = now;
  const initialValues = useMemo(() => (incident ? incidentFormValuesFrom(incident) : emptyIncidentFormValues(nowRef.current())), [incident]);
  const placement = useMemo(() => placeIncidentErrors(fieldErrors, choosesVehicle), [fieldErrors, choosesVehicle]);

  const contextFor = (values: IncidentFormValues): IncidentFormContext => ({
    incident,
    bookingPk: subject.booking?.pk ?? null,
    vehiclePk: subject.vehicle?.pk ?? null,
    personPk: subject.person?.pk ?? null,
    choosesVehicle,
    hasVehicle: incident
      ? incident.vehicle !== null
      : choosesVehicle
        ? values.vehicle !== ''
        : subject.vehicle !== null || (subject.booking !== null && (subject.booking.vehicle !== null || subject.booking.text === null)),
    mayVerify: Boolean(incident?.may_manage),
    uploading,
    now: nowRef.current,
  });
  const form = useIncidentForm(initialValues, (values) => incidentFormFailures(values, contextFor(values)), placement.placed);
  const { values, errorAt } = form;
  const { hasVehicle, mayVerify } = contextFor(values);

  const offered = useMemo(() => choosableTypes(types, incident), [types, incident]);
  const type = offered.find((candidate) => String(candidate.pk) === values.incident_type);
  const subType = type?.sub_types.find((candidate) => String(candidate.pk) === values.incident_sub_type);
  // A sub-type can block on its own ("Accident — Not drivable") where its type does not.
  const blocksAtOnce = Boolean(type?.blocks_vehicle || subType?.blocks_vehicle);
  const accident = isAccidentLike(type, values.incident_sub_type);
  const [thirdPartyOpen, setThirdPartyOpen] = useState(() => accident || Boolean(incident?.third_party));
  const [policeOpen, setPoliceOpen] = useState(() => accident || Boolean(incident?.police));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUnplacedFailure(null);
    const attempted = form.attempt();
    if (!attempted) return invalidFocus.focusFirstInvalid();
    const result = toIncidentPayload(attempted, contextFor(attempted), bookingVehiclePk);
    if (!result.payload) return setUnplacedFailure(result.failure);
    if (!(await onSave(result.payload))) invalidFocus.focusFirstInvalid();
  };

  const chooseType = (pk: string) => {
    const chosen = offered.find((candidate) => String(candidate.pk) === pk);
    form.set('incident_type', pk);
    form.set('incident_sub_type', '');
    // A new report takes the type's defaults; an edit keeps what was decided.
    if (!incident && chosen) {
      form.set('is_critical', chosen.is_critical_default);
      if (chosen.blocks_vehicle) form.set('disallow_vehicle_for_bookings', true);
    }
    if (isAccidentLike(chosen, '')) {
      setThirdPartyOpen(true);
      setPoliceOpen(true);
    }
  };

  const chooseSubType = (pk: string) => {
    form.set('incident_sub_type', pk);
    const chosen = type?.sub_types.find((candidate) => String(candidate.pk) === pk);
    // The sub-type's defaults add to the type's on a new report: either makes it critical or blocking.
    if (!incident && type) {
      form.set('is_critical', type.is_critical_default || Boolean(chosen?.is_critical_default));
      if (chosen?.blocks_vehicle) form.set('disallow_vehicle_for_bookings', true);
    }
  };

  const locate = async () => {
    if (!onLocate) return;
    setLocating(true);
    setLocateError(null);
    try {
      const position = await onLocate();
      form.set('latitude', position.latitude.toFixed(6));
      form.set('longitude', position.longitude.toFixed(6));
    } catch (failure) {
      setLocateError(failure instanceof Error && failure.message ? failure.message : 'Your location could not be found.');
    } finally {
      setLocating(false);
    }
  };

  const textField = (
    path: IncidentPath,
    label: string,
    options: { inputMode?: 'numeric' | 'decimal' | 'tel'; hint?: string; wide?: boolean; multiline?: boolean } = {},
  ) => {
    const inputId = fid(path);
    const error = errorAt(path);
    const Control = options.multiline ? 'textarea' : 'input';
    const field = (
      <FormField id={inputId} label={label} optional error={error} hint={options.hint}>
        <Control
          id={inputId}
          className={options.multiline ? `${formStyles.input} ${styles.textarea}` : formStyles.input}
          autoComplete="off"
          inputMode={options.inputMode}
          {...controlAria(inputId, { error, hint: options.hint })}
          {...form.text(path)}
        />
      </FormField>
    );
    return options.wide ? <div className={layout.wide}>{field}</div> : field;
  };

  const checkbox = (path: 'is_critical' | 'disallow_vehicle_for_bookings' | 'is_verified', hint?: string) => {
    const inputId = fid(path);
    const error = errorAt(path);
    return (
      <div className={styles.checkField}>
        <label className={styles.checkRow} htmlFor={inputId}>
          <input id={inputId} type="checkbox" className={formStyles.checkbox} {...controlAria(inputId, { error, hint })} {...form.checkbox(path)} />
          {INCIDENT_LABELS[path]}
        </label>
        {error ? (
          <p id={`${inputId}-error`} className={formStyles.error}>
            {error}
          </p>
        ) : (
          hint && (
            <p id={`${inputId}-hint`} className={formStyles.fieldHint}>
              {hint}
            </p>
          )
        )}
      </div>
    );
  };

  const reportedError = errorAt('reported_date');
  const timeError = errorAt('reported_time');
  const [what, where, tagsAndPhotos, thirdParty, police, review] = INCIDENT_SECTIONS;

  return (
    <>
      <SubjectFacts subject={subject} />
      <FormAlert messages={[serverError, unplacedFailure, errorAt(UNPLACED_PATH), ...placement.unplaced]} />
      <form part="form" ref={invalidFocus.ref} className={layout.form} noValidate aria-busy={saving || undefined} onSubmit={(event) => void submit(event)}>
        <Section title={what}>
          {choosesVehicle && (
            <FormField id={fid('vehicle')} label={INCIDENT_LABELS.vehicle} error={errorAt('vehicle') ?? vehiclesError}>
              {(aria) => (
                <select className={formStyles.input} aria-required {...aria} {...form.text('vehicle')}>
                  <option value="">Select a vehicle</option>
                  {vehicles.map((vehicle) => (
                    <option key={vehicle.pk} value={vehicle.pk}>
                      {vehicleText(vehicle)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <FormField id={fid('incident_type')} label={INCIDENT_LABELS.incident_type} error={errorAt('incident_type') ?? typesError}>
            {(aria) => (
              <select
                className={formStyles.input}
                aria-required
                {...aria}
                {...form.text('incident_type')}
                onChange={(event) => chooseType(event.currentTarget.value)}
              >
                <option value="">Select an incident type</option>
                {offered.map((candidate) => (
                  <option key={candidate.pk} value={candidate.pk}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {type && type.sub_types.length > 0 && (
            <FormField id={fid('incident_sub_type')} label={INCIDENT_LABELS.incident_sub_type} optional error={errorAt('incident_sub_type')}>
              {(aria) => (
                <select
                  className={formStyles.input}
                  {...aria}
                  {...form.text('incident_sub_type')}
                  onChange={(event) => chooseSubType(event.currentTarget.value)}
                >
                  <option value="">No sub-type</option>
                  {type.sub_types.map((sub) => (
                    <option key={sub.pk} value={sub.pk}>
                      {sub.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
          <Suspense fallback={<p className={formStyles.fieldHint}>{INCIDENT_LABELS.reported_date}…</p>}>
            <ReportedOnFields
              dateId={fid('reported_date')}
              timeId={fid('reported_time')}
              date={values.reported_date}
              time={values.reported_time}
              dateError={reportedError}
              timeError={timeError}
              maxDate={todayIsoDate(nowRef.current())}
              onDateChange={(date) => form.set('reported_date', date)}
              onDateBlur={() => form.touch('reported_date')}
              onTimeChange={(time) => {
                form.set('reported_time', time);
                form.touch('reported_time');
              }}
            />
          </Suspense>
          {textField('description', INCIDENT_LABELS.description, { wide: true, multiline: true })}
          {textField('odometer', INCIDENT_LABELS.odometer, { inputMode: 'numeric', hint: 'Kilometres' })}
          {checkbox('is_critical')}
          {hasVehicle && checkbox('disallow_vehicle_for_bookings', blocksAtOnce ? disallowHints.atOnce : disallowHints.confirm)}
        </Section>

        <Section title={where}>
          {textField('address', INCIDENT_LABELS.address, { wide: true })}
          {textField('landmark', INCIDENT_LABELS.landmark)}
          <div className={layout.wide}>
            <div className={styles.locationRow}>
              <div className={styles.locationField}>{textField('latitude', INCIDENT_LABELS.latitude, { inputMode: 'decimal' })}</div>
              <div className={styles.locationField}>{textField('longitude', INCIDENT_LABELS.longitude, { inputMode: 'decimal' })}</div>
              {onLocate && (
                <Button variant="outline" busy={locating} onClick={() => void locate()}>
                  {locating ? 'Locating...' : USE_MY_LOCATION}
                </Button>
              )}
            </div>
            {locateError && (
              <p role="alert" className={formStyles.error}>
                {locateError}
              </p>
            )}
          </div>
        </Section>

        <Section title={tagsAndPhotos}>
          <TagChips
            id={fid('incident_tags')}
            label={INCIDENT_LABELS.incident_tags}
            value={values.incident_tags}
            onChange={(tags) => form.set('incident_tags', tags)}
            onBlur={() => form.touch('incident_tags')}
            error={errorAt('incident_tags')}
          />
          <IncidentPhotos
            id={fid('photos')}
            label={INCIDENT_LABELS.photos}
            value={values.photos}
            onChange={(urls) => form.set('photos', urls)}
            error={errorAt('photos')}
            onUpload={onUpload}
            onBusyChange={setUploading}
          />
        </Section>

        <Disclosure
          title={thirdParty}
          open={thirdPartyOpen || THIRD_PARTY_FIELDS.some((field) => errorAt(`third_party.${field}`))}
          onToggle={setThirdPartyOpen}
        >
          {THIRD_PARTY_FIELDS.map((field) => (
            <Fragment key={field}>
              {textField(`third_party.${field}`, THIRD_PARTY_LABELS[field], {
                inputMode: field === 'phone' ? 'tel' : undefined,
                wide: field === 'notes',
                multiline: field === 'notes',
              })}
            </Fragment>
          ))}
        </Disclosure>

        <Disclosure title={police} open={policeOpen || POLICE_FIELDS.some((field) => errorAt(`police.${field}`))} onToggle={setPoliceOpen}>
          {POLICE_FIELDS.map((field) => (
            <Fragment key={field}>{textField(`police.${field}`, POLICE_LABELS[field])}</Fragment>
          ))}
        </Disclosure>

        {mayVerify && <Section title={review}>{checkbox('is_verified')}</Section>}

        <ActionRow divider>
          {onCancel && (
            <Button tone="neutral" variant="outline" disabled={saving} onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={saving}>
            {saving ? messages.userForm.saving : incident ? 'Save' : 'Report'}
          </Button>
        </ActionRow>
      </form>
    </>
  );
}

/** A titled group of fields in columns (one on a phone), as the record forms draw theirs. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={layout.section}>
      <legend className={layout.sectionTitle}>{title}</legend>
      <div className={layout.grid}>{children}</div>
    </fieldset>
  );
}

/** A section that opens on demand; its fields stay in the form (and keep their values) while it is shut. */
function Disclosure({ title, open, onToggle, children }: { title: string; open: boolean; onToggle: (open: boolean) => void; children: ReactNode }) {
  return (
    <details className={styles.disclosure} open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className={styles.summary}>{title} details</summary>
      <div className={layout.grid}>{children}</div>
    </details>
  );
}
