import type { Incident, IncidentSettings, IncidentType } from '@motorpool/api';

/** Plain data for the incident table, settings, form and detail stories and tests; never imported by the library itself. */

const docklands = { pk: 21, name: 'Docklands' };
const airport = { pk: 22, name: 'Sydney Airport' };
const dana = { pk: 7, name: 'Dana Driver' };
const maya = { pk: 71, name: 'Maya Manager' };
const alex = { pk: 3, name: 'Alex Admin' };

export const corollaOnIncident = { pk: 301, name: 'Corolla Pool 1', registrations_num: 'ABC123', vehicle_class: 'C', branch: docklands };
export const hiaceOnIncident = { pk: 302, name: 'Hiace Shuttle', registrations_num: 'VAN002', vehicle_class: 'LR', branch: airport };

export const accidentType: IncidentType = {
  pk: 901,
  name: 'Accident',
  is_active: true,
  is_critical_default: true,
  blocks_vehicle: false,
  in_use: true,
  sub_types: [
    { pk: 911, name: 'Not drivable', is_active: true, in_use: true, is_critical_default: true, blocks_vehicle: true },
    { pk: 912, name: 'Minor collision', is_active: true, in_use: false, is_critical_default: false, blocks_vehicle: false },
  ],
};

export const damageType: IncidentType = {
  pk: 902,
  name: 'Damage',
  is_active: true,
  is_critical_default: false,
  blocks_vehicle: false,
  in_use: true,
  sub_types: [
    { pk: 921, name: 'Scratch or dent', is_active: true, in_use: true, is_critical_default: false, blocks_vehicle: false },
    { pk: 922, name: 'Windscreen chip', is_active: false, in_use: false, is_critical_default: false, blocks_vehicle: false },
  ],
};

export const trafficOffenceType: IncidentType = {
  pk: 903,
  name: 'Traffic offence',
  is_active: true,
  is_critical_default: false,
  blocks_vehicle: false,
  in_use: true,
  sub_types: [],
};

export const mechanicalType: IncidentType = {
  pk: 904,
  name: 'Mechanical fault',
  is_active: true,
  is_critical_default: false,
  blocks_vehicle: true,
  in_use: true,
  sub_types: [{ pk: 941, name: 'Warning light', is_active: true, in_use: true, is_critical_default: false, blocks_vehicle: false }],
};

export const retiredType: IncidentType = {
  pk: 905,
  name: 'Lost fuel card',
  is_active: false,
  is_critical_default: false,
  blocks_vehicle: false,
  in_use: false,
  sub_types: [],
};

export const incidentTypes: IncidentType[] = [accidentType, damageType, trafficOffenceType, mechanicalType, retiredType];

const base: Omit<Incident, 'pk' | 'reference' | 'incident_type' | 'reported_on' | 'created_at' | 'modified_at'> = {
  booking: null,
  booking_trip_details: null,
  incident_sub_type: null,
  vehicle: corollaOnIncident,
  person: null,
  is_critical: false,
  is_verified: false,
  disallow_vehicle_for_bookings: false,
  blocked_from: null,
  address: null,
  location: null,
  address_features: null,
  reported_by: dana,
  incident_tags: [],
  description: null,
  odometer: null,
  photos: [],
  third_party: null,
  police: null,
  status: 'Open',
  resolution_note: null,
  repair_cost: null,
  days_off_road: null,
  closed_on: null,
  closed_by: null,
  may_manage: true,
  time_zone: 'Australia/Melbourne',
};

/** Open, critical, verified, and the vehicle is off the road. */
export const criticalBlockingIncident: Incident = {
  ...base,
  pk: 5001,
  reference: 'INC-000041',
  booking: {
    pk: 101,
    status: 'In-Progress',
    start_datetime: '2026-11-24T08:00:00Z',
    end_datetime: '2026-11-24T17:00:00Z',
    driver: dana,
    vehicle: { pk: 301, name: 'Corolla Pool 1' },
    branch: docklands,
  },
  incident_type: { pk: 901, name: 'Accident' },
  incident_sub_type: { pk: 911, name: 'Not drivable' },
  is_critical: true,
  is_verified: true,
  disallow_vehicle_for_bookings: true,
  blocked_from: '2026-11-24T10:20:00Z',
  address: '12 Collins Street, Melbourne VIC 3000',
  location: { coordinates: [144.9712, -37.8146] },
  address_features: { landmark: 'Outside the train station' },
  reported_on: '2026-11-24T10:15:00Z',
  incident_tags: ['front', 'airbag'],
  description: 'Rear-ended at the lights; the front bumper is off and the radiator leaks.',
  odometer: 45_310,
  photos: ['https://files.example.test/incidents/5001/front.jpg'],
  third_party: {
    name: 'Chris Other',
    phone: '+61400000099',
    vehicle_registration: 'XYZ987',
    insurer: 'NRMA',
    policy_number: 'POL-55521',
    notes: null,
  },
  police: { station: 'Melbourne East', officer: 'Sgt. Lee', report_number: 'E2611-2245' },
  created_at: '2026-11-24T10:16:00Z',
  modified_at: '2026-11-24T10:20:00Z',
};

/** Open and just reported by a driver: not verified, not critical, nothing blocked. */
export const driverReportedIncident: Incident = {
  ...base,
  pk: 5002,
  reference: 'INC-000042',
  vehicle: hiaceOnIncident,
  incident_type: { pk: 902, name: 'Damage' },
  incident_sub_type: { pk: 921, name: 'Scratch or dent' },
  reported_on: '2026-11-26T16:40:00Z',
  description: 'Scratch along the passenger door, found at pick-up.',
  created_at: '2026-11-26T16:41:00Z',
  modified_at: '2026-11-26T16:41:00Z',
  may_manage: false,
};

/** Closed with a resolution, repair cost and days off the road. */
export const closedIncident: Incident = {
  ...base,
  pk: 5003,
  reference: 'INC-000038',
  incident_type: { pk: 904, name: 'Mechanical fault' },
  incident_sub_type: { pk: 941, name: 'Warning light' },
  is_verified: true,
  disallow_vehicle_for_bookings: true,
  reported_on: '2026-11-10T07:55:00Z',
  reported_by: maya,
  description: 'Engine warning light on at start-up.',
  odometer: 44_980,
  status: 'Closed',
  resolution_note: 'Faulty oxygen sensor replaced by the dealer.',
  repair_cost: 420,
  days_off_road: 2,
  closed_on: '2026-11-12T15:00:00Z',
  closed_by: maya,
  created_at: '2026-11-10T07:56:00Z',
  modified_at: '2026-11-12T15:00:00Z',
};

/** Dismissed: about a person (a traffic offence), not a vehicle fault. */
export const dismissedIncident: Incident = {
  ...base,
  pk: 5004,
  reference: 'INC-000035',
  vehicle: null,
  person: dana,
  incident_type: { pk: 903, name: 'Traffic offence' },
  reported_on: '2026-11-02T09:00:00Z',
  reported_by: alex,
  description: 'Speed camera notice; the plate belongs to a private car.',
  status: 'Dismissed',
  resolution_note: 'Not our vehicle.',
  closed_on: '2026-11-03T11:30:00Z',
  closed_by: alex,
  created_at: '2026-11-02T09:01:00Z',
  modified_at: '2026-11-03T11:30:00Z',
};

export const incidentsInEveryState: Incident[] = [criticalBlockingIncident, driverReportedIncident, closedIncident, dismissedIncident];

export const incidentSettings: IncidentSettings = {
  notify_on_new: ['branch_manager'],
  notify_on_critical: ['branch_manager', 'hub_manager', 'admin'],
};
