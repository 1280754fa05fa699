import { and, asc, count, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import Holidays from 'date-holidays';
import { messages, type BranchHoliday, type BranchHolidayWrite, type PublicHoliday, type PublicHolidayImport, type PublicHolidayWrite } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, branchHolidays, publicHolidays } from '../db/schema';
import { violatedUniqueKey } from '../db/unique-violation';
import { badRequest, HttpError } from '../http/errors';
import { listEnvelope, type Page } from '../http/pagination';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { structureMessages } from './messages';
import { findBranch } from './find';

/** date-holidays' catalogue of countries and states (the library keeps its data in memory once loaded). */
const catalogue = new Holidays();

export type CalendarRegion = { country: string; state: string | null };

const countryNames = () => catalogue.getCountries('en');

/**
 * A calendar's country (ISO 3166 alpha-2, upper case) and state (the
 * library's code, e.g. NSW, or none), checked against date-holidays' list,
 * so a typo cannot start a second calendar for the same place.
 */
export function calendarRegion(country: string, state: string | null | undefined): CalendarRegion {
  const code = country.trim().toUpperCase();
  const countryName = countryNames()[code];
  if (!countryName) throw badRequest(messages.request.invalid, { fields: { country: structureMessages.unknownCountry } });
  const stateCode = state?.trim().toUpperCase() || null;
  if (stateCode !== null && !catalogue.getStates(code, 'en')?.[stateCode]) {
    throw badRequest(messages.request.invalid, { fields: { state: structureMessages.unknownState(stateCode, countryName) } });
  }
  return { country: code, state: stateCode };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The calendar a branch follows, from its address_features, which forms may
 * fill with codes (AU, NSW) or names (Australia, New South Wales). Null when
 * the country is not one the library knows.
 */
export function branchRegion(features: { country?: string | null; state?: string | null } | null): CalendarRegion | null {
  const countryText = features?.country?.trim();
  if (!countryText) return null;
  const country = Object.entries(countryNames()).find(([code, name]) => sameText(code, countryText) || sameText(name, countryText))?.[0];
  if (!country) return null;
  const stateText = features?.state?.trim();
  const states = stateText ? Object.entries(catalogue.getStates(country, 'en') ?? {}) : [];
  const state = stateText ? (states.find(([code, name]) => sameText(code, stateText) || sameText(name, stateText))?.[0] ?? null) : null;
  return { country, state };
}

const inYear = (column: typeof branchHolidays.date | typeof publicHolidays.date, year: number | undefined) =>
  year === undefined ? undefined : and(gte(column, `${year}-01-01`), lte(column, `${year}-12-31`));

const toBranchHoliday = (row: typeof branchHolidays.$inferSelect): BranchHoliday => ({ pk: row.id, branch: row.branchId, date: row.date, name: row.name });
const toPublicHoliday = (row: typeof publicHolidays.$inferSelect): PublicHoliday => ({
  pk: row.id,
  country: row.country,
  state: row.state,
  date: row.date,
  name: row.name,
});

export async function listBranchHolidays(db: Database, scope: OrganisationScope, filter: { branch?: number; year?: number }, page: Page) {
  const where = and(
    inOrganisation(branchHolidays.organisationId, scope),
    filter.branch === undefined ? undefined : eq(branchHolidays.branchId, filter.branch),
    inYear(branchHolidays.date, filter.year),
    sql`exists (select 1 from ${branches} where ${branches.id} = ${branchHolidays.branchId} and ${branches.isDeleted} = false)`,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(branchHolidays).where(where).orderBy(asc(branchHolidays.date), asc(branchHolidays.id)).limit(page.pageSize).offset(page.offset),
    db.select({ value: count() }).from(branchHolidays).where(where),
  ]);
  return listEnvelope(rows.map(toBranchHoliday), total?.value ?? 0, page);
}

function dateTaken(error: unknown, key: string, message: string): never {
  if (violatedUniqueKey(error) === key) throw new HttpError(409, message, { fields: { date: message } });
  throw error;
}

export async function createBranchHoliday(db: Database, scope: OrganisationScope, input: BranchHolidayWrite): Promise<BranchHoliday> {
  if (!(await findBranch(db, scope, input.branch))) {
    throw badRequest(messages.request.invalid, { fields: { branch: structureMessages.holidayBranchUnknown } });
  }
  try {
    const [row] = await db
      .insert(branchHolidays)
      .values({ organisationId: scope.organisationId, branchId: input.branch, date: input.date, name: input.name.trim() })
      .returning();
    if (!row) throw new Error('holiday insert returned nothing');
    return toBranchHoliday(row);
  } catch (error) {
    dateTaken(error, 'branch_holidays_branch_date_key', structureMessages.holidayTaken);
  }
}

export async function deleteBranchHoliday(db: Database, scope: OrganisationScope, pk: number): Promise<boolean> {
  const deleted = await db
    .delete(branchHolidays)
    .where(and(inOrganisation(branchHolidays.organisationId, scope), eq(branchHolidays.id, pk)))
    .returning({ id: branchHolidays.id });
  return deleted.length > 0;
}

const inCalendar = (scope: OrganisationScope, region: CalendarRegion): SQL | undefined =>
  and(
    inOrganisation(publicHolidays.organisationId, scope),
    eq(publicHolidays.country, region.country),
    region.state === null ? isNull(publicHolidays.state) : eq(publicHolidays.state, region.state),
  );

/** The public holidays a branch in the region keeps: its state's and the country-wide ones (only the latter without a state). */
export const observedInRegion = (scope: OrganisationScope, region: CalendarRegion): SQL | undefined =>
  and(
    inOrganisation(publicHolidays.organisationId, scope),
    eq(publicHolidays.country, region.country),
    region.state === null ? isNull(publicHolidays.state) : or(isNull(publicHolidays.state), eq(publicHolidays.state, region.state)),
  );

export async function listPublicHolidays(db: Database, scope: OrganisationScope, region: CalendarRegion, year: number | undefined, page: Page) {
  const where = and(inCalendar(scope, region), inYear(publicHolidays.date, year));
  const [rows, [total]] = await Promise.all([
    db.select().from(publicHolidays).where(where).orderBy(asc(publicHolidays.date), asc(publicHolidays.id)).limit(page.pageSize).offset(page.offset),
    db.select({ value: count() }).from(publicHolidays).where(where),
  ]);
  return listEnvelope(rows.map(toPublicHoliday), total?.value ?? 0, page);
}

const PUBLIC_HOLIDAY_KEY = 'public_holidays_organisation_region_date_key';

export async function createPublicHoliday(db: Database, scope: OrganisationScope, input: PublicHolidayWrite): Promise<PublicHoliday> {
  const region = calendarRegion(input.country, input.state);
  try {
    const [row] = await db
      .insert(publicHolidays)
      .values({ organisationId: scope.organisationId, ...region, date: input.date, name: input.name.trim() })
      .returning();
    if (!row) throw new Error('public holiday insert returned nothing');
    return toPublicHoliday(row);
  } catch (error) {
    dateTaken(error, PUBLIC_HOLIDAY_KEY, structureMessages.publicHolidayTaken);
  }
}

export async function updatePublicHoliday(db: Database, scope: OrganisationScope, pk: number, input: PublicHolidayWrite): Promise<PublicHoliday | null> {
  const region = calendarRegion(input.country, input.state);
  try {
    const [row] = await db
      .update(publicHolidays)
      .set({ ...region, date: input.date, name: input.name.trim() })
      .where(and(inOrganisation(publicHolidays.organisationId, scope), eq(publicHolidays.id, pk)))
      .returning();
    return row ? toPublicHoliday(row) : null;
  } catch (error) {
    dateTaken(error, PUBLIC_HOLIDAY_KEY, structureMessages.publicHolidayTaken);
  }
}

export async function deletePublicHoliday(db: Database, scope: OrganisationScope, pk: number): Promise<boolean> {
  const deleted = await db
    .delete(publicHolidays)
    .where(and(inOrganisation(publicHolidays.organisationId, scope), eq(publicHolidays.id, pk)))
    .returning({ id: publicHolidays.id });
  return deleted.length > 0;
}

/** A year's public holidays of a region by date, in English; two holidays on one day share it. */
export function publicHolidaysOf(region: CalendarRegion, year: number): { date: string; name: string }[] {
  const source = region.state === null ? new Holidays(region.country, { languages: 'en' }) : new Holidays(region.country, region.state, { languages: 'en' });
  const byDate = new Map<string, string[]>();
  for (const holiday of source.getHolidays(year, 'en')) {
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    const names = byDate.get(date) ?? [];
    if (!names.includes(holiday.name)) names.push(holiday.name);
    byDate.set(date, names);
  }
  return [...byDate].map(([date, names]) => ({ date, name: names.join(' / ') }));
}

/**
 * `POST public-holidays/import/`: loads the year into the organisation's
 * calendar. Dates already in it are skipped, so holidays an admin edited or
 * added stay as they are and importing twice changes nothing.
 */
export async function importPublicHolidays(db: Database, scope: OrganisationScope, input: PublicHolidayImport) {
  const region = calendarRegion(input.country, input.state);
  const holidays = publicHolidaysOf(region, input.year);
  if (holidays.length > 0) {
    await db
      .insert(publicHolidays)
      .values(holidays.map((holiday) => ({ organisationId: scope.organisationId, ...region, ...holiday })))
      .onConflictDoNothing();
  }
  const rows = await db
    .select()
    .from(publicHolidays)
    .where(and(inCalendar(scope, region), inYear(publicHolidays.date, input.year)))
    .orderBy(asc(publicHolidays.date), asc(publicHolidays.id));
  return { results: rows.map(toPublicHoliday), count: rows.length, next_page: null };
}

export type HolidayMatch = { kind: 'branch' | 'public'; name: string };

/**
 * Whether bookings at a branch are blocked on `date` (yyyy-MM-dd, the
 * branch's local date: callers convert with its branch_timezone): a holiday
 * of the branch itself, else one of the public calendar of its
 * address_features (the state's calendar, then the country-wide one).
 */
export async function isHoliday(db: Database, scope: OrganisationScope, branchId: number, date: string): Promise<HolidayMatch | null> {
  const [[own], branch] = await Promise.all([
    db
      .select({ name: branchHolidays.name })
      .from(branchHolidays)
      .where(and(inOrganisation(branchHolidays.organisationId, scope), eq(branchHolidays.branchId, branchId), eq(branchHolidays.date, date))),
    findBranch(db, scope, branchId),
  ]);
  if (own) return { kind: 'branch', name: own.name };
  const region = branch ? branchRegion(branch.addressFeatures) : null;
  if (!region) return null;
  const [holiday] = await db
    .select({ name: publicHolidays.name })
    .from(publicHolidays)
    .where(and(observedInRegion(scope, region), eq(publicHolidays.date, date)))
    .orderBy(sql`${publicHolidays.state} nulls last`)
    .limit(1);
  return holiday ? { kind: 'public', name: holiday.name } : null;
}
