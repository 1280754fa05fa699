import { describe, expect, it } from 'vitest';
import { callerWith } from './test-callers';
import { bookingViewFor, contactShownFor, defaultVisibilityRules, seesOthersIncidents, type VisibilityRules } from './visibility';

const driver = callerWith(['driver_user', 'view_my_bookings'], { employeeId: 10 });
const support = callerWith(['branch_support'], { employeeId: 11 });
const manager = callerWith(['is_branch_manager', 'driver_user'], { employeeId: 12 });
const rules = (overrides: Partial<VisibilityRules>): VisibilityRules => ({
  others_bookings: 'full',
  driver_contact: 'shown',
  others_incidents: 'shown',
  ...overrides,
});

describe('visibility rules', () => {
  it('default to what the product did before them: drivers see only their own bookings, other roles everything', () => {
    expect(defaultVisibilityRules(driver)).toEqual({ others_bookings: 'hidden', driver_contact: 'shown', others_incidents: 'shown' });
    expect(defaultVisibilityRules(support).others_bookings).toBe('full');
    expect(defaultVisibilityRules(manager).others_bookings).toBe('full');
  });

  it('a booking of one’s own, as driver or secondary driver, is always in full', () => {
    const booked = rules({ others_bookings: 'hidden' });
    expect(bookingViewFor(driver, booked, { driverId: 10 })).toBe('full');
    expect(bookingViewFor(driver, booked, { driverId: 99, secondaryDriverIds: [10] })).toBe('full');
    expect(bookingViewFor(driver, booked, { driverId: 99 })).toBe('hidden');
    expect(bookingViewFor(support, rules({ others_bookings: 'booked' }), { driverId: 99 })).toBe('booked');
  });

  it('those who look after bookings see everything whatever their rules', () => {
    const strict = rules({ others_bookings: 'hidden', driver_contact: 'hidden' });
    expect(bookingViewFor(manager, strict, { driverId: 99 })).toBe('full');
    expect(contactShownFor(manager, strict, 99)).toBe(true);
  });

  it('contact details: one’s own always, others’ as the rule says', () => {
    expect(contactShownFor(support, rules({ driver_contact: 'hidden' }), 11)).toBe(true);
    expect(contactShownFor(support, rules({ driver_contact: 'hidden' }), 99)).toBe(false);
    expect(contactShownFor(support, rules({}), 99)).toBe(true);
  });

  it('incidents: organisation admins see every incident; others as the rule says', () => {
    expect(seesOthersIncidents(callerWith(['organisation_write']), rules({ others_incidents: 'hidden' }))).toBe(true);
    expect(seesOthersIncidents(support, rules({ others_incidents: 'hidden' }))).toBe(false);
    expect(seesOthersIncidents(support, rules({}))).toBe(true);
  });
});
