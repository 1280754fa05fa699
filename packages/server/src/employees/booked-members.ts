import type { Database } from '../db/database';
import type { OrganisationScope } from '../tenancy/tenancy';

/**
 * The members (employee extension pks) among `extensionIds` who are booked
 * against approved booking(s), which blocks deleting them and limits
 * CustomFleet editors (spec §6).
 *
 * Seam for issue 7: bookings do not exist yet, so no member is booked. When
 * the bookings table lands, this becomes one query over approved bookings
 * whose driver is one of `extensionIds`, scoped with inOrganisation.
 */
export async function bookedMembers(_db: Database, _scope: OrganisationScope, _extensionIds: readonly number[]): Promise<ReadonlySet<number>> {
  return new Set();
}
