import { holds, type Caller, type Holder } from './caller';
import { isDriverOnly, isOwnBooking, managesBookings, type BookingPeople } from './bookings';
import { managesAllIncidents } from './incidents';

/**
 * Issue 21 "Visibility rules": what a role sees of other people's data. Each
 * rule names its choices; the first choice shows the most.
 */
export const VISIBILITY_RULE_CHOICES = {
  /** Other drivers' bookings in lists, the calendar and exports: in full, as "Booked" without who or why, or left out (the calendar still shows the vehicle as taken). */
  others_bookings: ['full', 'booked', 'hidden'],
  /** Other people's phone and email on bookings. */
  driver_contact: ['shown', 'hidden'],
  /** Incidents about other drivers and their bookings. */
  others_incidents: ['shown', 'hidden'],
} as const;

export type VisibilityRuleKey = keyof typeof VISIBILITY_RULE_CHOICES;
export const VISIBILITY_RULE_KEYS = Object.keys(VISIBILITY_RULE_CHOICES) as VisibilityRuleKey[];
export type VisibilityRules = { [Key in VisibilityRuleKey]: (typeof VISIBILITY_RULE_CHOICES)[Key][number] };
export type OthersBookingsView = VisibilityRules['others_bookings'];

/** The labels the rules screen shows, in the product's words. */
export const VISIBILITY_RULE_LABELS: Record<VisibilityRuleKey, string> = {
  others_bookings: "Other drivers' bookings",
  driver_contact: 'Driver contact details',
  others_incidents: "Other drivers' incidents",
};

export const VISIBILITY_CHOICE_LABELS: Record<string, string> = {
  full: 'In full',
  booked: 'As "Booked"',
  hidden: 'Hidden',
  shown: 'Shown',
};

/** The word that stands for a booking whose details the viewer may not see. */
export const BOOKED_PLACEHOLDER = 'Booked';

/**
 * A role's rules before the organisation sets any: what the product did
 * before the rules existed. Drivers saw only their own bookings (spec §6);
 * everyone else saw every booking, contact and incident their lists held.
 */
export function defaultVisibilityRules(role: Holder): VisibilityRules {
  return { others_bookings: isDriverOnly(role) ? 'hidden' : 'full', driver_contact: 'shown', others_incidents: 'shown' };
}

/**
 * Those who look after bookings (super users, organisation admins, branch
 * managers, user admins) see everything whatever their role's rules: they
 * cannot approve, complete or tidy what they cannot see.
 */
export function seesAllBookings(caller: Holder): boolean {
  return managesBookings(caller);
}

type Viewer = Pick<Caller, 'permissions' | 'employeeId'>;

/** How the viewer sees one booking: their own always in full, others' as their role's rule says. */
export function bookingViewFor(viewer: Viewer, rules: VisibilityRules, booking: BookingPeople): OthersBookingsView {
  if (seesAllBookings(viewer) || isOwnBooking(viewer, booking)) return 'full';
  return rules.others_bookings;
}

/** Whether the viewer sees this person's phone and email: their own always; others' as the rule says, unless they manage bookings. */
export function contactShownFor(viewer: Viewer, rules: VisibilityRules, personId: number): boolean {
  if (seesAllBookings(viewer) || viewer.employeeId === personId) return true;
  return rules.driver_contact === 'shown';
}

/** Whether the viewer's incident list keeps other drivers' incidents (those who manage every incident always do). */
export function seesOthersIncidents(viewer: Holder, rules: VisibilityRules): boolean {
  return managesAllIncidents(viewer) || rules.others_incidents === 'shown';
}

/** Who sets the rules: those who run the organisation. */
export function mayManageVisibilityRules(caller: Holder): boolean {
  return holds(caller, 'organisation_write', 'super_users');
}
