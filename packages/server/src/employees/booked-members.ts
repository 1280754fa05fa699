import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bookings } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/**
 * The members (employee extension pks) among `extensionIds` who are booked
 * against approved booking(s): the driver of an Approved booking that has
 * not ended, or of one In-Progress. That blocks deleting them and limits
 * CustomFleet editors (spec §6).
 */
export async function bookedMembers(db: Database, scope: OrganisationScope, extensionIds: readonly number[], now: Date): Promise<ReadonlySet<number>> {
  if (extensionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ driverId: bookings.driverId })
    .from(bookings)
    .where(
      and(
        inOrganisation(bookings.organisationId, scope),
        inArray(bookings.driverId, [...new Set(extensionIds)]),
        eq(bookings.isDeleted, false),
        or(and(eq(bookings.status, 'Approved'), gt(bookings.endAt, now)), eq(bookings.status, 'In-Progress')),
      ),
    );
  return new Set(rows.map((row) => row.driverId));
}
