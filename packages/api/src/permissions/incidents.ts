import { holds, type Caller, type Holder } from './caller';
import { isOwnBooking, type ApproverReach, type BookingPeople } from './bookings';

/** Spec §6: raising an incident needs incident_write (also the incidents page and its export). */
export function mayRaiseIncident(caller: Holder): boolean {
  return holds(caller, 'incident_write');
}

/** Looks after incidents across the organisation: verifies, edits, closes and dismisses any, and sets up incident types. */
export function managesAllIncidents(caller: Holder): boolean {
  return holds(caller, 'super_users', 'organisation_write');
}

/** What an incident is about, as the reporting rules read it. */
export type IncidentSubject = {
  /** The booking's people when the incident is about a booking. */
  booking: BookingPeople | null;
  /** Raised from a vehicle (a vehicle row or a vehicle with no booking). */
  onVehicle: boolean;
};

/** Why the caller may not report this incident, or null when they may: each reason has its own message. */
export function incidentReportRefusal(
  caller: Pick<Caller, 'permissions' | 'employeeId'>,
  subject: IncidentSubject,
): 'dealer_vehicle' | 'not_own' | 'no_permission' | null {
  if (mayRaiseIncident(caller)) {
    // Spec §6: dealer managers raise no incidents on vehicle rows.
    return subject.onVehicle && subject.booking === null && holds(caller, 'is_dealer_manager') && !holds(caller, 'super_users') ? 'dealer_vehicle' : null;
  }
  // A driver reports on their own booking (damage on return, say), never on others' or on a bare vehicle.
  if (subject.booking !== null) return isOwnBooking(caller, subject.booking) ? null : 'not_own';
  return 'no_permission';
}

/** Whether the caller may report this incident (spec §6, issue rules: drivers their own bookings only). */
export function mayReportIncident(caller: Pick<Caller, 'permissions' | 'employeeId'>, subject: IncidentSubject): boolean {
  return incidentReportRefusal(caller, subject) === null;
}

/** Drivers report on their own bookings from the booking's detail and the check-in dialog. */
export function mayReportOnBooking(caller: Pick<Caller, 'permissions' | 'employeeId'>, booking: BookingPeople): boolean {
  return mayReportIncident(caller, { booking, onVehicle: false });
}

/**
 * Verifies, edits, closes or dismisses an incident, and sets or lifts its
 * block: admins anywhere; the named branch managers of the vehicle's branch
 * and the managers of the hub serving it. An incident with no vehicle is the
 * admins' (and, with a booking, its branch's managers').
 */
export function mayManageIncident(reach: ApproverReach, branchId: number | null): boolean {
  if (managesAllIncidents(reach)) return true;
  return branchId !== null && (reach.managedBranchIds.has(branchId) || reach.hubBranchIds.has(branchId));
}

/**
 * Which incidents a caller sees: 'all' of the organisation, or only those
 * they reported, that are about their bookings or about them, and those of
 * the branches they manage ('own').
 */
export function incidentVisibility(caller: Holder): 'all' | 'own' {
  return managesAllIncidents(caller) || mayRaiseIncident(caller) ? 'all' : 'own';
}
