import type { AffectedBooking, IncidentAuditEntry } from '@motorpool/api';

/** Plain data for the incident form and detail stories and tests, beside incident-fixtures.ts; never imported by the library itself. */

/** A fixed moment, so "now" and the future check do not move under a story. */
export const incidentNow = new Date('2026-11-26T09:30:00');
export const fixedNow = () => incidentNow;

export const poolVehicles = [
  { pk: 301, name: 'Corolla Pool 1', registrations_num: 'ABC123' },
  { pk: 302, name: 'Hiace Shuttle', registrations_num: 'VAN002' },
  { pk: 303, name: 'Ranger Ute', registrations_num: 'UTE340' },
];

export const bookingSubject = {
  booking: {
    pk: 101,
    text: 'Dana Driver · 24/11/2026 08:00 AM',
    vehicle: { pk: 301, name: 'Corolla Pool 1', registrations_num: 'ABC123' },
    people: { driverId: 7 },
  },
  vehicle: null,
  person: null,
};

export const vehicleSubject = { booking: null, vehicle: { pk: 302, name: 'Hiace Shuttle', registrations_num: 'VAN002' }, person: null };

export const personSubject = { booking: null, vehicle: null, person: { pk: 7, name: 'Dana Driver' } };

export const incidentAudits: IncidentAuditEntry[] = [
  { pk: 1, action: 'Reported', actor: { pk: 7, name: 'Dana Driver' }, changes: null, created_at: '2026-11-24T10:16:00Z' },
  {
    pk: 2,
    action: 'Updated',
    actor: { pk: 71, name: 'Maya Manager' },
    changes: { is_verified: [false, true], disallow_vehicle_for_bookings: [false, true], blocked_from: [null, '2026-11-24T10:20:00Z'] },
    created_at: '2026-11-24T10:20:00Z',
  },
];

const future = (pk: number, day: number, driver: string) => ({
  pk,
  status: 'Approved',
  start_datetime: `2026-12-0${day}T08:00:00Z`,
  end_datetime: `2026-12-0${day}T17:00:00Z`,
  driver: { pk: 40 + pk, name: driver },
  vehicle: { pk: 301, name: 'Corolla Pool 1' },
  branch: { pk: 21, name: 'Docklands' },
});

/** One booking with one free vehicle, one with a choice, one with none. */
export const affectedBookings: AffectedBooking[] = [
  { booking: future(201, 1, 'Sam Sales'), alternatives: [{ pk: 305, name: 'Corolla Pool 2', registrations_num: 'ABC124' }] },
  {
    booking: future(202, 2, 'Priya Planner'),
    alternatives: [
      { pk: 305, name: 'Corolla Pool 2', registrations_num: 'ABC124' },
      { pk: 306, name: 'Corolla Pool 3', registrations_num: 'ABC125' },
    ],
  },
  { booking: future(203, 3, 'Lee Logistics'), alternatives: [] },
];
