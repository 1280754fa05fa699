import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Incident, IncidentAuditEntry } from '@motorpool/api';
import { seedDemoActivity } from '../src/seed/demo-activity';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, TFM } from './sign-up-flow';

const NOW = new Date('2031-03-13T03:30:00Z');
let harness: Harness;
let admin: string;

async function read<T>(path: string, token = admin): Promise<T> {
  const response = await harness.call('GET', `${TFM}${path}`, { token, organisation: DEMO_FLEET });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  harness = await createHarness({ clock: () => NOW });
  await seedDemoActivity(harness.db, NOW);
  admin = await harness.login('admin@demo.fleet');
}, 120_000);
afterAll(() => harness.close());

describe('the demo’s incidents', () => {
  it('holds a repaired windscreen, closed, and open body damage, on the driver’s finished trips; neither blocks', async () => {
    const { results } = await read<{ results: Incident[] }>('/incidents/?ordering=reported_on');
    expect(results.map((incident) => [incident.incident_type.name, incident.incident_sub_type?.name, incident.status, incident.blocked_from])).toEqual([
      ['Damage', 'Windscreen', 'Closed', null],
      ['Damage', 'Body', 'Open', null],
    ]);
    const [closed, open] = results;
    expect(closed).toMatchObject({
      is_verified: true,
      repair_cost: 120,
      days_off_road: 1,
      closed_by: { name: 'Alex Admin' },
      reported_by: { name: 'Dana Driver' },
    });
    expect(open?.booking?.status).toBe('Completed');
    expect(results.every((incident) => incident.reported_on < NOW.toISOString())).toBe(true);
    const trail = await read<{ results: IncidentAuditEntry[] }>(`/incidents/${closed?.pk}/audits/`);
    expect(trail.results.map((entry) => entry.action)).toEqual(['created', 'verified', 'status_changed']);
    // The driver sees both: they reported them, about their own trips.
    const driver = await harness.login('driver@demo.fleet');
    expect((await read<{ count: number }>('/incidents/', driver)).count).toBe(2);
  });
});
