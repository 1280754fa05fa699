/** The wording of bookings (spec §5, §8), shared by the server that answers and the widgets that show it. */
export const bookingMessages = {
  approved: 'Booking approved successfully',
  declined: 'Booking declined successfully',
  cancelled: 'Booking cancelled successfully',
  deleted: 'Booking deleted successfully',
  created: 'Booking created successfully',
  updated: 'Booking updated successfully',
  extended: 'Booking extended successfully',
  checkedOut: 'Vehicle checked out successfully',
  checkedIn: 'Vehicle checked in successfully',
  completed: 'Booking completed successfully',
  reasonRequired: 'Reason is required',
  licenseExpiry: 'Valid License Expiry Date is required for user to create booking',
  licenseClass: "The driver's licence class does not cover this vehicle",
  notFound: 'Booking not found.',
  /** 409 when the vehicle is taken; `{vehicle}` and `{range}` name the clash. */
  vehicleTaken: 'Vehicle {vehicle} is already booked from {range}.',
  vehicleTakenUnknown: 'This vehicle is already booked for an overlapping time.',
  illegalTransition: 'A booking that is {status} cannot be {action}.',
  deletedBooking: 'This booking has been deleted.',
  endBeforeStart: 'End date-time must be after start date-time',
  startInPast: 'Start date-time cannot be in the past',
  futureLimit: 'Bookings can be made at most {months} month(s) ahead',
  maxDays: 'A booking can last at most {days} day(s)',
  continuousUse: 'This booking would make {hours} hours of continuous use; the limit is {max} hours. Leave at least {gap} minutes between bookings.',
  outsideBusinessHours: 'The branch is closed at this time. Business hours on {day}: {hours}',
  closedDay: 'The branch is closed on {day}',
  weekend: 'Bookings are not allowed on weekends at this branch',
  publicHoliday: 'Bookings are not allowed on {date} ({name}): the branch is closed',
  modifyCutOff: 'Bookings can no longer be changed within {minutes} minutes of their start',
  cancelCutOff: 'Bookings can no longer be cancelled within {minutes} minutes of their start',
  earlyCheckOut: 'Check-out opens {minutes} minutes before the booking starts',
  purposeRequired: 'Purpose of Trip is required',
  driverRequired: 'Driver is required',
  vehicleRequired: 'Vehicle is required',
  branchRequired: 'Branch is required',
  driverInactive: 'The driver is not an active member of this organisation',
  notYourBooking: 'Drivers can open and change only their own bookings',
  cannotEdit: 'You do not have permission to change this booking',
  cannotApprove: 'You are not an approver of this booking',
  extensionEarlier: 'An extension must end later than the booking',
  odometerBelowStart: 'The end reading cannot be below the start reading ({reading})',
  odometerBelowVehicle: "The start reading cannot be below the vehicle's odometer ({reading})",
  recurringEndsOnRequired: 'Ends On is required for a recurring booking',
  recurringEndsOnBeforeStart: 'Ends On must not be before the first booking',
  recurringDaysRequired: 'Choose at least one day',
  recurringTooMany: 'A series can hold at most {count} bookings',
  recurringConflicts: '{count} of the dates clash with other bookings or rules. Skip them or change the series.',
  recurringNothingLeft: 'Every date of the series clashes; nothing was booked',
  linkInvalid: 'This link is not valid.',
  linkExpired: 'This link has expired. Sign in to act on the booking.',
  selectBookings: 'Select at least one booking',
  /** The organisation requires a line manager on bookings (spec §5); `{driver}` names the driver. */
  driverWithoutLineManager: "{driver} has no Line Manager's Email, which this organisation requires for bookings. Add one to their profile first.",
} as const;

/** Fills `{name}` placeholders of a booking message. */
export function bookingMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

type BulkAction = 'cancelled' | 'deleted';

const bookingsCount = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

/** What a bulk or series action did out of what it was asked: '2 of 3 bookings cancelled', or '3 bookings cancelled' when it did all. */
export function bulkActionMessage(done: number, asked: number, action: BulkAction): string {
  return done === asked ? `${bookingsCount(done)} ${action}` : `${done} of ${bookingsCount(asked)} ${action}`;
}

/** The title of a bulk or series action that changed no booking (its `errors.items` say why, booking by booking). */
export function bulkActionNothingDone(asked: number, action: BulkAction): string {
  return asked === 1 ? `The booking was not ${action}` : `None of the ${asked} bookings was ${action}`;
}
