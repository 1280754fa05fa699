import { and, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { branchHolidays, publicHolidays } from '../db/schema';
import { branchRegion, observedInRegion } from '../branches/holidays';
import type { BranchRow } from '../branches/serialize';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/**
 * The days bookings at a branch are blocked between two local dates
 * (yyyy-MM-dd, inclusive), by date with the holiday's name. The same answer
 * as branches/holidays.ts `isHoliday` day by day (the branch's own holidays,
 * then its state's calendar, then the country-wide one), read in two queries
 * so a series of 200 occurrences does not cost 600.
 */
export async function holidaysBetween(db: Database, scope: OrganisationScope, branch: BranchRow, from: string, to: string): Promise<Map<string, string>> {
  const region = branchRegion(branch.addressFeatures);
  const [own, publicRows] = await Promise.all([
    db
      .select({ date: branchHolidays.date, name: branchHolidays.name })
      .from(branchHolidays)
      .where(
        and(
          inOrganisation(branchHolidays.organisationId, scope),
          eq(branchHolidays.branchId, branch.id),
          gte(branchHolidays.date, from),
          lte(branchHolidays.date, to),
        ),
      ),
    region === null
      ? []
      : db
          .select({ date: publicHolidays.date, name: publicHolidays.name, state: publicHolidays.state })
          .from(publicHolidays)
          .where(and(observedInRegion(scope, region), gte(publicHolidays.date, from), lte(publicHolidays.date, to))),
  ]);
  const byDate = new Map<string, string>();
  // Country-wide first so the state's holiday of the same date replaces it, and the branch's own replaces both.
  for (const row of publicRows.filter((holiday) => holiday.state === null)) byDate.set(row.date, row.name);
  for (const row of publicRows.filter((holiday) => holiday.state !== null)) byDate.set(row.date, row.name);
  for (const row of own) byDate.set(row.date, row.name);
  return byDate;
}
