import { IncidentUpdate } from '@motorpool/api';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { closedIncident, criticalBlockingIncident, driverReportedIncident } from '../test-support/incident-fixtures';
import { blockText, changeLines, changeValueText, holdsVehicle, incidentUpdateFrom } from './detail-values';

describe('incident detail values', () => {
  it('writes each change as field: before → after', () => {
    expect(
      changeLines(
        {
          changes: {
            is_critical: [false, true],
            incident_type: [
              { pk: 902, name: 'Damage' },
              { pk: 901, name: 'Accident' },
            ],
            address_features: [null, { landmark: 'Gate 2' }],
            status: ['Open', 'Closed'],
            repair_cost: [null, 420],
            blocked_from: [null, '2026-11-24T23:15:00Z'],
          },
        },
        'Australia/Melbourne',
      ),
    ).toEqual([
      'Critical: No → Yes',
      'Incident Type: Damage → Accident',
      'Landmark: — → Gate 2',
      'Status: Open → Closed',
      'Repair cost: — → 420',
      'Off the road since: — → 25/11/2026 10:15 AM',
    ]);
    expect(changeLines({ changes: null }, 'Australia/Melbourne')).toEqual([]);
    expect(changeValueText(['front', 'airbag'], 'Australia/Melbourne')).toBe('front, airbag');
  });

  it('sends the incident as it stands with the one change on top, in the shape PUT takes', () => {
    const update = incidentUpdateFrom(criticalBlockingIncident, { is_verified: false });
    expect(is(update, IncidentUpdate)).toBe(true);
    expect(update).toMatchObject({
      booking: 101,
      vehicle: 301,
      incident_type: 901,
      incident_sub_type: 911,
      is_verified: false,
      disallow_vehicle_for_bookings: true,
      location: { coordinates: [144.9712, -37.8146] },
      address_features: { landmark: 'Outside the train station' },
      photos: criticalBlockingIncident.photos,
    });
  });

  it('knows when the vehicle is held, and says how', () => {
    expect(holdsVehicle(criticalBlockingIncident)).toBe(true);
    expect(holdsVehicle(driverReportedIncident)).toBe(false);
    expect(holdsVehicle({ ...driverReportedIncident, disallow_vehicle_for_bookings: true })).toBe(true);
    expect(holdsVehicle(closedIncident)).toBe(false);
    expect(blockText(criticalBlockingIncident)).toMatch(/^Off the road since 24\/11\/2026/);
    expect(blockText(closedIncident)).toBe('No');
  });
});
