import { bookingCalls, employeeCalls, vehicleCalls, type Booking, type Requester } from '@motorpool/api';
import { failureTitle } from '../api/api-failure';
import { settle } from '../flows/record-save/settle';
import { formatDisplayDateTime } from '../ui/date-field/dates';
import { noSubject, type IncidentSubjectView, type VehicleChoice } from './store';

/*
 * The calls of other services a report makes: what it is about, the vehicles
 * to choose from and the photo upload. Loaded when first needed, so the
 * booking, vehicle and member calls and their structs stay out of the form's
 * first script (the form class's budget).
 */

export type SubjectKeys = { bookingPk: number | null; vehiclePk: number | null; personPk: number | null };

export type LoadedSubject = { subject: IncidentSubjectView; vehicles: VehicleChoice[]; vehiclesError: string | null };

/** The booking's driver and first day, as the reporter knows it. */
function bookingText({ driver, start_datetime: start }: Booking): string {
  const day = typeof start === 'string' ? formatDisplayDateTime(start) : (start?.formatted ?? start?.formated ?? '');
  return [driver?.name, day].filter(Boolean).join(' · ');
}

/**
 * What a new report is about (a record that cannot be read is named by its
 * number, and the server judges it), or, with none, the vehicles to choose from.
 */
export async function loadSubject(request: Requester, { bookingPk, vehiclePk, personPk }: SubjectKeys): Promise<LoadedSubject> {
  const subjectless = !bookingPk && !vehiclePk && !personPk;
  const [booking, vehicle, person, vehicles] = await Promise.all([
    bookingPk ? settle(bookingCalls(request).getBooking(bookingPk)) : null,
    vehiclePk ? settle(vehicleCalls(request).getVehicle(vehiclePk)) : null,
    personPk ? settle(employeeCalls(request).getEmployee(personPk)) : null,
    subjectless ? settle(vehicleCalls(request).listVehicles({ is_active: true, ordering: 'name', page_size: 100 })) : null,
  ]);
  const loadedBooking = booking?.ok ? booking.value : null;
  return {
    subject: {
      ...noSubject,
      booking: bookingPk
        ? {
            pk: bookingPk,
            text: loadedBooking ? bookingText(loadedBooking) : null,
            vehicle: loadedBooking?.vehicle ?? null,
            people: loadedBooking
              ? { driverId: loadedBooking.driver?.pk ?? 0, secondaryDriverIds: (loadedBooking.secondary_drivers ?? []).map((driver) => driver.pk) }
              : null,
          }
        : null,
      vehicle: vehiclePk ? (vehicle?.ok ? vehicle.value : { pk: vehiclePk, name: `Vehicle ${vehiclePk}` }) : null,
      person: personPk ? { pk: personPk, name: person?.ok ? person.value.name : null } : null,
    },
    vehicles: vehicles?.ok ? vehicles.value.results : [],
    vehiclesError: vehicles && !vehicles.ok ? failureTitle(vehicles.error) : null,
  };
}

/** One photo through the two-step document upload; answers where it is served. */
export async function uploadPhoto(request: Requester, file: File): Promise<string> {
  const employees = employeeCalls(request);
  const { url } = await employees.requestDocumentUpload(file.name);
  return (await employees.uploadDocument(url, file, file.name)).url;
}
