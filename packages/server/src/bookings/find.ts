import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bookings } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

export type BookingRow = typeof bookings.$inferSelect;

/** One booking of the organisation, deleted ones included (they still answer their audits and their Deleted state). */
export async function findBooking(db: Database, scope: OrganisationScope, pk: number): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, pk)));
  return row;
}
