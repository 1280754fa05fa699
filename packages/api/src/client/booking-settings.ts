import { BookingRulesImpact, BookingRulesSetting, type BookingRulesWrite } from '../structs/booking-rules';
import type { Requester } from './request';

/**
 * `/booking-settings`' calls, apart from the rest of `bookingCalls` (which
 * spreads them): the rules in force (the organisation's or a branch's), their
 * save, and what a save would break. A widget of only these leaves the
 * bookings' structs out of its bundle.
 */
export function bookingSettingCalls(request: Requester) {
  return {
    getBookingRules: (branchPk?: number) => request('tfm', 'booking-settings/', { query: { branch_pk: branchPk } }, BookingRulesSetting),
    updateBookingRules: (body: BookingRulesWrite) => request('tfm', 'booking-settings/', { method: 'PUT', body }, BookingRulesSetting),
    /** Changes nothing: the count of bookings not yet started that `body`'s rules would break. */
    bookingRulesImpact: (body: BookingRulesWrite) => request('tfm', 'booking-settings/impact/', { method: 'POST', body }, BookingRulesImpact),
  };
}
