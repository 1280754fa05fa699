import type { TagGroup } from '@motorpool/api';
import { customFieldKey } from '../fields/custom/custom-fields';

/** Payload fields (spec §7) and the form field their server message is shown under. */
const FORM_FIELD_OF: Record<string, string> = {
  branch: 'branch',
  vehicle: 'vehicle',
  driver: 'driver',
  secondary_drivers: 'secondaryDrivers',
  start_datetime: 'startTime',
  end_datetime: 'endTime',
  purpose_of_trip: 'purposeOfTrip',
  booking_type: 'bookingType',
  reason_for_change: 'reasonForChange',
  recurring_pattern: 'recurringPattern',
  days_of_week: 'daysOfWeek',
  dates_of_month: 'datesOfMonth',
  ends_on: 'endsOn',
};

/**
 * Places a 400's field errors (`vehicle.pk`, `booking_tags.Cost Code`,
 * `booking_tags.0.value`) on the form's fields; what has no field goes to the
 * alert at the top, so no message is lost.
 */
export function placeServerErrors(
  fieldErrors: Record<string, string> | null | undefined,
  tagGroups: readonly TagGroup[],
): { placed: Record<string, string>; unplaced: string[] } {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const [head, next] = path.split('.');
    let field: string | undefined = head ? FORM_FIELD_OF[head] : undefined;
    if (head === 'booking_tags' && next !== undefined) {
      const group = /^\d+$/.test(next) ? tagGroups[Number(next)] : tagGroups.find((candidate) => candidate.tag_group_name === next);
      field = group ? `tag.${customFieldKey(group)}` : undefined;
    }
    if (field && !(field in placed)) placed[field] = message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}
