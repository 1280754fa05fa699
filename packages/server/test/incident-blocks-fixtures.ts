import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { incidents, incidentTypes } from '../src/db/schema';
import { systemScope } from '../src/bookings/timed-rules';
import { lockVehicleForBlock } from '../src/incidents/blocks';

export type BlockOptions = {
  /** When the block took effect; now unless given. Null leaves it only asked for (disallow_vehicle_for_bookings). */
  from?: Date | null;
  /** Runs after the incident is written and before the transaction commits (a test holds the block open with it). */
  beforeCommit?: () => Promise<void>;
};

export type TestIncident = { id: number; typeName: string; subTypeName: string };

/**
 * An Open incident on the vehicle whose block took effect at `from`, written
 * as a blocking write must be: the vehicle row FOR UPDATE, then the incident,
 * in one transaction. The type and sub-type are the test's own.
 */
export async function blockVehicle(db: Database, organisationId: number, vehicleId: number, options: BlockOptions = {}): Promise<TestIncident> {
  const suffix = randomBytes(3).toString('hex');
  const typeName = `Accident ${suffix}`;
  const subTypeName = 'Not drivable';
  const from = options.from === undefined ? new Date() : options.from;
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockVehicleForBlock(tx, systemScope(organisationId), vehicleId);
    const [type] = await tx.insert(incidentTypes).values({ organisationId, name: typeName, blocksVehicle: true }).returning({ id: incidentTypes.id });
    const [subType] = await tx.insert(incidentTypes).values({ organisationId, name: subTypeName, parentId: type!.id }).returning({ id: incidentTypes.id });
    const [incident] = await tx
      .insert(incidents)
      .values({
        organisationId,
        vehicleId,
        incidentTypeId: type!.id,
        incidentSubTypeId: subType!.id,
        reportedOn: new Date(),
        isCritical: true,
        disallowVehicleForBookings: true,
        blockedFrom: from,
      })
      .returning({ id: incidents.id });
    await options.beforeCommit?.();
    return incident!.id;
  });
  return { id, typeName, subTypeName };
}

export async function setIncidentStatus(db: Database, id: number, status: 'Open' | 'Closed' | 'Dismissed'): Promise<void> {
  await db.update(incidents).set({ status }).where(eq(incidents.id, id));
}
