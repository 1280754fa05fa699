import { lazy, Suspense, useState } from 'react';
import * as layout from '../fields/branch/layout.css';
import { Button } from '../ui/button/Button';
import { FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { INCIDENT_LABELS, POLICE_FIELDS, POLICE_LABELS, THIRD_PARTY_FIELDS, THIRD_PARTY_LABELS } from './incident-form-values';
import * as styles from './IncidentForm.css';
import { Disclosure, IncidentCheckbox, IncidentTextField, Section, type IncidentFieldsContext } from './IncidentFormFields';
import type { VehicleChoice } from './store';
import type { IncidentTypeChoice } from './use-incident-type-choice';

// The date and time pickers are most of a form's script: they load apart, after the rest of the form.
const ReportedOnFields = lazy(() => import('./ReportedOnFields').then((module) => ({ default: module.ReportedOnFields })));

export const USE_MY_LOCATION = 'Use my location';

export const disallowHints = {
  confirm: 'A manager must confirm before the vehicle is taken off the road.',
  atOnce: 'Incidents of this type take the vehicle off the road at once.',
} as const;

/** Where the device is, as the browser's geolocation gives it. */
export type Position = { latitude: number; longitude: number };

export const vehicleText = (vehicle: VehicleChoice) => (vehicle.registrations_num ? `${vehicle.name} (${vehicle.registrations_num})` : vehicle.name);

type WhatHappenedProps = IncidentFieldsContext & {
  title: string;
  choice: IncidentTypeChoice;
  typesError?: string | null;
  /** Vehicles to choose from; none when the report's subject names its vehicle. */
  vehicleChoices: VehicleChoice[] | null;
  vehiclesError?: string | null;
  /** Whether the report concerns a vehicle, which it may take off the road. */
  hasVehicle: boolean;
  /** The last day a report may be dated: today. */
  maxDate: string;
};

/** The vehicle when it is chosen here, the type and sub-type, when, what happened, the odometer, critical and the block. */
export function WhatHappenedSection({ form, fid, title, choice, typesError, vehicleChoices, vehiclesError, hasVehicle, maxDate }: WhatHappenedProps) {
  const { values, errorAt } = form;
  const { type } = choice;
  const fields = { form, fid };
  return (
    <Section title={title}>
      {vehicleChoices && (
        <FormField id={fid('vehicle')} label={INCIDENT_LABELS.vehicle} error={errorAt('vehicle') ?? vehiclesError}>
          {(aria) => (
            <select className={formStyles.input} aria-required {...aria} {...form.text('vehicle')}>
              <option value="">Select a vehicle</option>
              {vehicleChoices.map((vehicle) => (
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
            onChange={(event) => choice.chooseType(event.currentTarget.value)}
          >
            <option value="">Select an incident type</option>
            {choice.offered.map((candidate) => (
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
              onChange={(event) => choice.chooseSubType(event.currentTarget.value)}
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
          dateError={errorAt('reported_date')}
          timeError={errorAt('reported_time')}
          maxDate={maxDate}
          onDateChange={(date) => form.set('reported_date', date)}
          onDateBlur={() => form.touch('reported_date')}
          onTimeChange={(time) => {
            form.set('reported_time', time);
            form.touch('reported_time');
          }}
        />
      </Suspense>
      <IncidentTextField {...fields} path="description" label={INCIDENT_LABELS.description} wide multiline />
      <IncidentTextField {...fields} path="odometer" label={INCIDENT_LABELS.odometer} inputMode="numeric" hint="Kilometres" />
      <IncidentCheckbox {...fields} path="is_critical" />
      {hasVehicle && (
        <IncidentCheckbox {...fields} path="disallow_vehicle_for_bookings" hint={choice.blocksAtOnce ? disallowHints.atOnce : disallowHints.confirm} />
      )}
    </Section>
  );
}

type WhereProps = IncidentFieldsContext & { title: string; onLocate?: () => Promise<Position> };

/** The address, a landmark and the coordinates, which Use my location fills in where the device can tell. */
export function WhereSection({ form, fid, title, onLocate }: WhereProps) {
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const fields = { form, fid };

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

  return (
    <Section title={title}>
      <IncidentTextField {...fields} path="address" label={INCIDENT_LABELS.address} wide />
      <IncidentTextField {...fields} path="landmark" label={INCIDENT_LABELS.landmark} />
      <div className={layout.wide}>
        <div className={styles.locationRow}>
          <div className={styles.locationField}>
            <IncidentTextField {...fields} path="latitude" label={INCIDENT_LABELS.latitude} inputMode="decimal" />
          </div>
          <div className={styles.locationField}>
            <IncidentTextField {...fields} path="longitude" label={INCIDENT_LABELS.longitude} inputMode="decimal" />
          </div>
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
  );
}

type OtherPartiesProps = IncidentFieldsContext & { thirdPartyTitle: string; policeTitle: string; choice: IncidentTypeChoice };

/** The other party and the police, each shut until opened, an accident chosen or one of its fields refused. */
export function OtherPartiesSections({ form, fid, thirdPartyTitle, policeTitle, choice }: OtherPartiesProps) {
  const { errorAt } = form;
  return (
    <>
      <Disclosure
        title={thirdPartyTitle}
        open={choice.thirdPartyOpen || THIRD_PARTY_FIELDS.some((field) => errorAt(`third_party.${field}`))}
        onToggle={choice.setThirdPartyOpen}
      >
        {THIRD_PARTY_FIELDS.map((field) => (
          <IncidentTextField
            key={field}
            form={form}
            fid={fid}
            path={`third_party.${field}`}
            label={THIRD_PARTY_LABELS[field]}
            inputMode={field === 'phone' ? 'tel' : undefined}
            wide={field === 'notes'}
            multiline={field === 'notes'}
          />
        ))}
      </Disclosure>
      <Disclosure title={policeTitle} open={choice.policeOpen || POLICE_FIELDS.some((field) => errorAt(`police.${field}`))} onToggle={choice.setPoliceOpen}>
        {POLICE_FIELDS.map((field) => (
          <IncidentTextField key={field} form={form} fid={fid} path={`police.${field}`} label={POLICE_LABELS[field]} />
        ))}
      </Disclosure>
    </>
  );
}
