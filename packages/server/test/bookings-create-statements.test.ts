import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from 'drizzle-orm';
import { addDays, addVehicle, branchId, json, memberId, midweekDate, payload, tfm, type CreatedBody } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET } from './sign-up-flow';

let harness: Harness;
let admin: string;
let central: number;
let dana: number;

/**
 * The statements the server sends while `work` runs, read through drizzle's
 * logger. Drizzle's sessions (and the transactions they open) take the logger
 * from their options when they prepare a query, so setting it there reaches
 * every query. Transaction control (BEGIN, COMMIT, savepoints) is not counted.
 */
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const session = (harness.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const statements: string[] = [];
  // PostgreSQL's driver sends BEGIN and COMMIT through drizzle, PGlite's does not: they are left out so both count alike.
  const logger: Logger = { logQuery: (query) => void (isTransactionControl(query) || statements.push(query)) };
  const previous = { logger: session.logger, optionsLogger: session.options.logger };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await work();
  } finally {
    session.logger = previous.logger;
    session.options.logger = previous.optionsLogger;
  }
  return statements;
}

const isTransactionControl = (statement: string) => /^(begin|commit|rollback|savepoint|release)\b/i.test(statement.trim());

const isBranchLookup = (statement: string) =>
  /^select .* from "branches" where .*"branches"."id" = \$\d+ and "branches"."is_deleted" = \$\d+\)?$/i.test(statement);

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet', DEMO_FLEET);
  central = await branchId(harness, 'Sydney Central');
  dana = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
}, 60_000);

afterAll(() => harness?.close());

describe('POST bookings/ statements', () => {
  it('reads the booking branch once and stays within its statement budget', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(7);
    let created: CreatedBody | undefined;
    const statements = await statementsOf(async () => {
      created = await json<CreatedBody>(
        await tfm(harness, admin, 'POST', '/bookings/', payload(central, vehicle.id, dana, `${day}T09:00`, `${addDays(day, 1)}T09:00`)),
        201,
      );
    });
    expect(created?.count).toBe(1);
    console.info(`POST bookings/: ${statements.length} statements`);
    expect(statements.filter(isBranchLookup)).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(BUDGET);
  });
});

/**
 * What one create issues (session and tenancy included) once the pipeline
 * resolves its references once: 39 before; a repeated lookup shows up here
 * first. One of them plans the booking's timed jobs; two read the
 * organisation's wording of the message and the recipients' channel choices;
 * two are the incident block's check in the insert's transaction (the
 * vehicle row taken FOR UPDATE, then its blocking incidents read in a
 * statement of their own, so that a block committed while the lock waited is
 * seen: incidents/blocks.ts), 32 before it.
 */
const BUDGET = 34;
