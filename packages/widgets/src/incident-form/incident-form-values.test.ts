import { INCIDENT_PHOTO_LIMIT, incidentMessages } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { criticalBlockingIncident, driverReportedIncident, incidentTypes } from '../test-support/incident-fixtures';
import { incidentNow } from '../test-support/incident-form-fixtures';
import {
  choosableTypes,
  emptyIncidentFormValues,
  incidentFieldMessages,
  incidentFormFailures,
  incidentFormValuesFrom,
  isAccidentLike,
  placeIncidentErrors,
  toIncidentPayload,
  type IncidentFormContext,
  type IncidentFormValues,
} from './incident-form-values';
import { PHOTO_MAX_BYTES, photoMessages, photoProblem } from './photo-rules';

const context = (overrides: Partial<IncidentFormContext> = {}): IncidentFormContext => ({
  incident: null,
  bookingPk: 101,
  vehiclePk: null,
  personPk: null,
  choosesVehicle: false,
  hasVehicle: true,
  mayVerify: false,
  uploading: false,
  now: () => incidentNow,
  ...overrides,
});

const values = (overrides: Partial<IncidentFormValues> = {}): IncidentFormValues => ({
  ...emptyIncidentFormValues(incidentNow),
  incident_type: '902',
  ...overrides,
});
const messagesAt = (found: { path: string; message: string }[]) => Object.fromEntries(found.map(({ path, message }) => [path, message]));

describe('incident form values', () => {
  it('starts a new report now, in the reporter’s own time', () => {
    const empty = emptyIncidentFormValues(incidentNow);
    expect(empty.reported_date).toBe('2026-11-26');
    expect(empty.reported_time).toBe('09:30');
  });

  it('asks for the type, and for the vehicle when the report has no subject', () => {
    const found = messagesAt(incidentFormFailures(values({ incident_type: '' }), context({ bookingPk: null, choosesVehicle: true })));
    expect(found).toEqual({ incident_type: incidentMessages.typeRequired, vehicle: incidentMessages.subjectRequired });
  });

  it('refuses a time in the future, a broken date, a bad odometer and half a coordinate pair', () => {
    expect(messagesAt(incidentFormFailures(values({ reported_time: '09:31' }), context()))).toEqual({ reported_date: incidentMessages.reportedInFuture });
    expect(messagesAt(incidentFormFailures(values({ reported_date: '31/02/2026' }), context()))).toEqual({ reported_date: incidentFieldMessages.dateInvalid });
    expect(messagesAt(incidentFormFailures(values({ odometer: '12.5' }), context()))).toEqual({ odometer: incidentFieldMessages.odometer });
    expect(messagesAt(incidentFormFailures(values({ latitude: '-37.8' }), context()))).toEqual({ longitude: incidentFieldMessages.coordinatesPair });
    expect(messagesAt(incidentFormFailures(values({ latitude: '-97', longitude: '144' }), context()))).toEqual({ latitude: incidentFieldMessages.latitude });
  });

  it('holds the save while photos upload, and counts them', () => {
    expect(messagesAt(incidentFormFailures(values(), context({ uploading: true })))).toEqual({ photos: incidentMessages.photoNotUploaded });
    const tooMany = Array.from({ length: INCIDENT_PHOTO_LIMIT + 1 }, (_, index) => `https://files.test/${index}.jpg`);
    expect(messagesAt(incidentFormFailures(values({ photos: tooMany }), context()))).toEqual({ photos: incidentFieldMessages.tooManyPhotos });
  });

  it('sends a booking’s report with the booking’s vehicle, the time as an instant and empty sections as null', () => {
    const typed = values({ description: '  Dent on the door ', odometer: '45310', latitude: '-37.8146', longitude: '144.9712', landmark: 'Gate 2' });
    const result = toIncidentPayload(typed, context(), 301);
    expect(result.payload).toMatchObject({
      booking: 101,
      vehicle: 301,
      person: null,
      incident_type: 902,
      incident_sub_type: null,
      description: 'Dent on the door',
      odometer: 45310,
      location: { coordinates: [144.9712, -37.8146] },
      address_features: { landmark: 'Gate 2' },
      reported_on: incidentNow.toISOString(),
      third_party: null,
      police: null,
    });
    expect(result.payload).not.toHaveProperty('is_verified');
  });

  it('asks for no block on a report without a vehicle', () => {
    const result = toIncidentPayload(values({ disallow_vehicle_for_bookings: true }), context({ bookingPk: null, personPk: 7, hasVehicle: false }));
    expect(result.payload).toMatchObject({ person: 7, booking: null, vehicle: null, disallow_vehicle_for_bookings: false });
  });

  it('edits keep the incident’s subject; a manager sends Verified', () => {
    const edited = incidentFormValuesFrom(criticalBlockingIncident);
    expect(edited.latitude).toBe('-37.8146');
    expect(edited.third_party.insurer).toBe('NRMA');
    const result = toIncidentPayload(edited, context({ incident: criticalBlockingIncident, bookingPk: null, mayVerify: true }));
    expect(result.payload).toMatchObject({
      booking: 101,
      vehicle: 301,
      is_verified: true,
      photos: criticalBlockingIncident.photos,
      incident_tags: ['front', 'airbag'],
    });
  });

  it('places the server’s field errors on the fields that show them', () => {
    const { placed, unplaced } = placeIncidentErrors(
      { reported_on: 'future', 'address_features.landmark': 'long', 'photos.2': 'not uploaded', 'third_party.phone': 'long', booking: 'not yours' },
      false,
    );
    expect(placed).toEqual({ reported_date: 'future', landmark: 'long', photos: 'not uploaded', 'third_party.phone': 'long' });
    expect(unplaced).toEqual(['not yours']);
  });

  it('offers active types and sub-types, and the ones an edited incident holds', () => {
    expect(choosableTypes(incidentTypes, null).map((type) => type.name)).toEqual(['Accident', 'Damage', 'Traffic offence', 'Mechanical fault']);
    expect(
      choosableTypes(incidentTypes, null)
        .find((type) => type.pk === 902)
        ?.sub_types.map((sub) => sub.name),
    ).toEqual(['Scratch or dent']);
    const held = { ...driverReportedIncident, incident_type: { pk: 905, name: 'Lost fuel card' }, incident_sub_type: null };
    expect(choosableTypes(incidentTypes, held).map((type) => type.pk)).toContain(905);
  });

  it('knows an accident by its type or sub-type', () => {
    expect(isAccidentLike(incidentTypes[0], '')).toBe(true);
    expect(isAccidentLike(incidentTypes[1], '921')).toBe(false);
  });
});

describe('photo rules', () => {
  it('takes the images the server stores, up to its size', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoProblem({ type: 'image/heic', size: 1000 })).toBe(photoMessages.wrongType);
    expect(photoProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(photoMessages.tooLarge);
  });
});
