import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords';
import type { Database } from '../src/db/database';
import { bookings, branches, employeeExtensions, rolePermissions, roles, users, vehicles } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/seed/demo';

/**
 * Vehicles, members and bookings written straight into the database, so
 * tests of reading, actions and lists do not depend on the create endpoint
 * (and its rules) to set the scene.
 */

export type VehicleRow = typeof vehicles.$inferSelect;
export type BookingFixtureRow = typeof bookings.$inferSelect;

let registrations = 0;

export async function seedVehicle(
  db: Database,
  values: { organisationId: number; branchId: number } & Partial<Omit<typeof vehicles.$inferInsert, 'organisationId' | 'branchId'>>,
): Promise<VehicleRow> {
  registrations += 1;
  const [row] = await db
    .insert(vehicles)
    .values({
      name: `Test Car ${registrations}`,
      vehicleClass: 'C',
      registrationNum: `TST${String(registrations).padStart(3, '0')}-${Math.random().toString(36).slice(2, 6)}`,
      odometer: 1000,
      ...values,
    })
    .returning();
  if (!row) throw new Error('vehicle insert returned nothing');
  return row;
}

export const minutesFromNow = (minutes: number, now = Date.now()) => new Date(now + minutes * 60_000);
export const hoursFromNow = (hours: number, now = Date.now()) => minutesFromNow(hours * 60, now);

export type BookingSeed = {
  organisationId: number;
  branchId: number;
  vehicleId: number;
  driverId: number;
  startAt: Date;
  endAt: Date;
  /** Minutes the vehicle stays blocked after the end (blocked_until); 0 unless given. */
  bufferMinutes?: number;
} & Partial<Omit<typeof bookings.$inferInsert, 'organisationId' | 'branchId' | 'vehicleId' | 'driverId' | 'startAt' | 'endAt' | 'blockedUntil'>>;

/** Inserts a booking as given (Approved unless a status is given). */
export async function seedBooking(db: Database, { bufferMinutes = 0, ...values }: BookingSeed): Promise<BookingFixtureRow> {
  const [row] = await db
    .insert(bookings)
    .values({ status: 'Approved', ...values, blockedUntil: new Date(values.endAt.getTime() + bufferMinutes * 60_000) })
    .returning();
  if (!row) throw new Error('booking insert returned nothing');
  return row;
}

export async function branchIdOf(db: Database, organisationId: number, name: string): Promise<number> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.organisationId, organisationId), eq(branches.name, name)));
  if (!row) throw new Error(`no branch ${name}`);
  return row.id;
}

/** A person's membership (employee extension) and user ids in an organisation. */
export async function memberOf(db: Database, organisationId: number, email: string): Promise<{ extensionId: number; userId: number }> {
  const [row] = await db
    .select({ extensionId: employeeExtensions.id, userId: users.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(employeeExtensions.organisationId, organisationId), eq(users.email, email)));
  if (!row) throw new Error(`${email} is no member of organisation ${organisationId}`);
  return row;
}

export async function bookingRow(db: Database, id: number): Promise<BookingFixtureRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error(`no booking ${id}`);
  return row;
}
/**
 * A member with a role of exactly these permissions (created when the
 * organisation lacks it), signing in with the demo password.
 */
export async function seedMember(
  db: Database,
  values: {
    organisationId: number;
    email: string;
    roleName: string;
    permissions: readonly string[];
    branchId: number | null;
    licenseValidUpto?: string | null;
  },
): Promise<{ extensionId: number; userId: number }> {
  const [existingRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organisationId, values.organisationId), eq(roles.name, values.roleName)));
  let roleId = existingRole?.id;
  if (roleId === undefined) {
    const [created] = await db.insert(roles).values({ organisationId: values.organisationId, name: values.roleName }).returning({ id: roles.id });
    if (!created) throw new Error('role insert returned nothing');
    roleId = created.id;
    if (values.permissions.length > 0) await db.insert(rolePermissions).values(values.permissions.map((permission) => ({ roleId: created.id, permission })));
  }
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      firstName: values.email.split('@')[0] ?? 'Test',
      lastName: 'Member',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isEmailVerified: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  const [member] = await db
    .insert(employeeExtensions)
    .values({
      organisationId: values.organisationId,
      userId: user.id,
      roleId,
      branchId: values.branchId,
      licenseClass: ['C'],
      licenseValidUpto: values.licenseValidUpto ?? null,
    })
    .returning({ id: employeeExtensions.id });
  if (!member) throw new Error('member insert returned nothing');
  return { extensionId: member.id, userId: user.id };
}
