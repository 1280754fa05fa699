import { messages, type Incident, type IncidentUpdate, type IncidentWrite, type IncidentType } from '@motorpool/api';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import * as layout from '../fields/branch/layout.css';
import { RecordFormPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { todayIsoDate } from '../ui/date-field/dates';
import { FormAlert } from '../ui/form/FormAlert';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import {
  emptyIncidentFormValues,
  INCIDENT_LABELS,
  incidentFormFailures,
  incidentFormValuesFrom,
  placeIncidentErrors,
  toIncidentPayload,
  UNPLACED_PATH,
  type IncidentFormContext,
  type IncidentFormValues,
} from './incident-form-values';
import * as styles from './IncidentForm.css';
import { IncidentCheckbox, Section } from './IncidentFormFields';
import { OtherPartiesSections, vehicleText, WhatHappenedSection, WhereSection, type Position } from './IncidentFormSections';
import { IncidentPhotos } from './IncidentPhotos';
import { noSubject, type IncidentFormStatus, type IncidentSubjectView, type VehicleChoice } from './store';
import { TagChips } from './TagChips';
import { useIncidentForm } from './use-incident-form';
import { useIncidentTypeChoice } from './use-incident-type-choice';

export const REPORT_INCIDENT_TITLE = 'Report Incident';
export const EDIT_INCIDENT_TITLE = 'Edit Incident';
export const INCIDENT_LOAD_FAILED = 'The incident could not be loaded.';
export const INCIDENT_SECTIONS = ['What happened', 'Where', 'Tags and photos', 'Third party', 'Police', 'Review'] as const;
export { disallowHints, USE_MY_LOCATION, type Position } from './IncidentFormSections';

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
  const { incident, refusal, onCancel, reportCount = 0 } = props;
  const title = incident ? `${EDIT_INCIDENT_TITLE} ${incident.reference}` : REPORT_INCIDENT_TITLE;
  return (
    <RecordFormPanel
      record={props}
      title={title}
      className={styles.panel}
      loadingText="Loading incident…"
      fallbackError={INCIDENT_LOAD_FAILED}
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
    </RecordFormPanel>
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
  const choice = useIncidentTypeChoice(form, types, incident);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUnplacedFailure(null);
    const attempted = form.attempt();
    if (!attempted) return invalidFocus.focusFirstInvalid();
    const result = toIncidentPayload(attempted, contextFor(attempted), bookingVehiclePk);
    if (!result.payload) return setUnplacedFailure(result.failure);
    if (!(await onSave(result.payload))) invalidFocus.focusFirstInvalid();
  };

  const fields = { form, fid };
  const [what, where, tagsAndPhotos, thirdParty, police, review] = INCIDENT_SECTIONS;

  return (
    <>
      <SubjectFacts subject={subject} />
      <FormAlert messages={[serverError, unplacedFailure, errorAt(UNPLACED_PATH), ...placement.unplaced]} />
      <form part="form" ref={invalidFocus.ref} className={layout.form} noValidate aria-busy={saving || undefined} onSubmit={(event) => void submit(event)}>
        <WhatHappenedSection
          {...fields}
          title={what}
          choice={choice}
          typesError={typesError}
          vehicleChoices={choosesVehicle ? vehicles : null}
          vehiclesError={vehiclesError}
          hasVehicle={hasVehicle}
          maxDate={todayIsoDate(nowRef.current())}
        />
        <WhereSection {...fields} title={where} onLocate={onLocate} />
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
        <OtherPartiesSections {...fields} thirdPartyTitle={thirdParty} policeTitle={police} choice={choice} />
        {mayVerify && (
          <Section title={review}>
            <IncidentCheckbox {...fields} path="is_verified" />
          </Section>
        )}
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
