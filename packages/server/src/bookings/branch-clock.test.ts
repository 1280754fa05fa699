import { describe, expect, it } from 'vitest';
import { bookingDayCount, formatBookingDateTime, parseBookingDateTime, toWallTime } from '@motorpool/api';
import { branchClock, dayCountOf, shownTimeOf, wallTimeOf } from './branch-clock';

// Zones with daylight saving both ways, a half-hour and a 45-minute offset, none at all, and UTC.
const ZONES = ['Australia/Sydney', 'Australia/Adelaide', 'America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Asia/Kolkata', 'Australia/Brisbane', 'UTC'];

/** Instants around each zone's clock changes of 2026 and 2027 (every 7 minutes over a day either side), and a spread over the years. */
function instantsFor(timeZone: string): Date[] {
  const around = [
    '2026-04-05T02:30',
    '2026-10-04T02:30',
    '2026-03-08T02:30',
    '2026-11-01T01:30',
    '2026-03-29T01:30',
    '2026-10-25T01:30',
    '2027-04-04T02:30',
    '2027-10-03T02:30',
  ];
  const instants: Date[] = [];
  for (const wall of around) {
    const centre = parseBookingDateTime(wall, timeZone).getTime();
    for (let minutes = -24 * 60; minutes <= 24 * 60; minutes += 7) instants.push(new Date(centre + minutes * 60_000));
  }
  // Midnight and noon edges, and seconds that must be dropped, not rounded.
  for (let day = 0; day < 800; day += 3) {
    const midnight = parseBookingDateTime(`2026-01-01T00:00`, timeZone).getTime() + day * 86_400_000;
    instants.push(
      new Date(midnight),
      new Date(midnight - 1),
      new Date(midnight + 12 * 3_600_000),
      new Date(midnight + 12 * 3_600_000 - 1),
      new Date(midnight + 59_999),
    );
  }
  return instants;
}

describe('branchClock gives the api’s booking-time strings', () => {
  for (const timeZone of ZONES) {
    it(`${timeZone}: wall time, shown time and day count`, () => {
      const instants = instantsFor(timeZone);
      const mismatches: string[] = [];
      instants.forEach((instant, index) => {
        const clock = branchClock(instant, timeZone);
        if (wallTimeOf(clock) !== toWallTime(instant, timeZone))
          mismatches.push(`wall ${instant.toISOString()}: ${wallTimeOf(clock)} ≠ ${toWallTime(instant, timeZone)}`);
        if (shownTimeOf(clock) !== formatBookingDateTime(instant, timeZone))
          mismatches.push(`shown ${instant.toISOString()}: ${shownTimeOf(clock)} ≠ ${formatBookingDateTime(instant, timeZone)}`);
        // Pair each instant with ones up to a few weeks later, across the clock changes.
        const later = instants[(index * 37 + 11) % instants.length]!;
        const [start, end] = instant <= later ? [instant, later] : [later, instant];
        const count = dayCountOf(branchClock(start, timeZone), branchClock(end, timeZone));
        if (count !== bookingDayCount(start, end, timeZone))
          mismatches.push(`days ${start.toISOString()}–${end.toISOString()}: ${count} ≠ ${bookingDayCount(start, end, timeZone)}`);
      });
      expect(instants.length).toBeGreaterThan(3_000);
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it('reads 12 AM and 12 PM as the api does', () => {
    const midnight = parseBookingDateTime('2026-11-23T00:05', 'Australia/Sydney');
    const noon = parseBookingDateTime('2026-11-23T12:05', 'Australia/Sydney');
    expect(shownTimeOf(branchClock(midnight, 'Australia/Sydney'))).toBe('23/11/2026 12:05 AM');
    expect(shownTimeOf(branchClock(noon, 'Australia/Sydney'))).toBe('23/11/2026 12:05 PM');
  });
});
