import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { toWallTime, type BookingPayload, type BookingRules } from '@motorpool/api';
import { branches, employeeExtensions, users, vehicles } from '../src/db/schema';
import type { Harness } from './harness';
import { TFM } from './sign-up-flow';

export const SYDNEY = 'Australia/Sydney';

export async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function tfm(harness: Harness, token: string, method: string, path: string, body?: unknown) {
  return harness.call(method, `${TFM}${path}`, { token, body });
}

export async function branchId(harness: Harness, name: string): Promise<number> {
  const [row] = await harness.db.select({ id: branches.id }).from(branches).where(eq(branches.name, name));
  if (!row) throw new Error(`no branch ${name}`);
  return row.id;
}

/** A member's employee extension pk in an organisation. */
export async function memberId(harness: Harness, email: string, organisation: number): Promise<number> {
  const [row] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, email), eq(employeeExtensions.organisationId, organisation)));
  if (!row) throw new Error(`no member ${email} in ${organisation}`);
  return row.id;
}

/** A vehicle of its own per test, so tests never book each other's. */
export async function addVehicle(
  harness: Harness,
  organisation: number,
  branch: number,
  values: Partial<Pick<typeof vehicles.$inferInsert, 'name' | 'vehicleClass' | 'isActive' | 'isDeleted' | 'dailyRate' | 'ratePerKm'>> = {},
): Promise<{ id: number; name: string }> {
  const name = values.name ?? `Car ${randomBytes(3).toString('hex')}`;
  const [row] = await harness.db
    .insert(vehicles)
    .values({ organisationId: organisation, branchId: branch, vehicleClass: 'C', registrationNum: `T${randomBytes(4).toString('hex')}`, ...values, name })
    .returning({ id: vehicles.id, name: vehicles.name });
  if (!row) throw new Error('vehicle insert returned nothing');
  return row;
}

/** A Sydney calendar date `days` from today, moved forward to a Tuesday–Thursday so weekend and branch rules stay out of the way. */
export function midweekDate(days: number): string {
  const date = new Date(`${toWallTime(new Date(), SYDNEY).slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  while (![2, 3, 4].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function payload(branch: number, vehicle: number, driver: number, start: string, end: string, extra: Partial<BookingPayload> = {}): BookingPayload {
  return { branch: { pk: branch }, vehicle: { pk: vehicle }, driver: { pk: driver }, start_datetime: start, end_datetime: end, ...extra };
}

export async function setRules(harness: Harness, token: string, rules: Partial<BookingRules> | null, branchPk?: number) {
  const current = await json<{ rules: BookingRules }>(await tfm(harness, token, 'GET', '/booking-settings/'));
  const body = { branch_pk: branchPk ?? null, rules: rules === null ? null : { ...current.rules, ...rules } };
  return json<{ rules: BookingRules; is_override: boolean }>(await tfm(harness, token, 'PUT', '/booking-settings/', body));
}

export type CreatedBody = {
  results: {
    pk: number;
    status: { status_name: string };
    multi_booking_id?: string | null;
    branch_start_datetime?: string;
    branch_end_datetime?: string;
    extra_data?: Record<string, unknown>;
  }[];
  count: number;
  skipped: { start_datetime: string; end_datetime: string; conflict: string | null }[];
};
export type ErrorBody = { errors: { title: string; fields?: Record<string, string>; messages?: string[]; skipped?: unknown[] } };
