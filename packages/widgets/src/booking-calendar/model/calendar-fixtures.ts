import type { CalendarBooking, CalendarVehicle } from '@motorpool/api';

export const SYDNEY = 'Australia/Sydney';

let nextPk = 1;

/** A calendar booking as the server sends it; instants given as ISO strings. */
export function calendarBooking(start: string, end: string, values: Partial<CalendarBooking> = {}): CalendarBooking {
  const pk = values.pk ?? nextPk++;
  return {
    pk,
    vehicle_pk: 1,
    branch_pk: 1,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    status: 'Approved',
    is_hidden: false,
    is_deleted: false,
    driver_name: 'Dana Driver',
    vehicle_name: 'Corolla',
    editable: true,
    ...values,
  };
}

export function calendarVehicle(pk: number, name: string): CalendarVehicle {
  return { pk, name, registrations_num: `REG${pk}`, vehicle_class: 'C', branch_pk: 1 };
}
