import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toWallTime } from '@motorpool/api';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './api-setup';
import { waitForMessage } from './mailbox';
import { startServer, type RunningServer } from './server';

const SYDNEY = 'Australia/Sydney';
const MINUTE = 60_000;
const running: RunningServer[] = [];
let dataDir = '';

afterAll(async () => {
  for (const server of running) await server.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function serverOn(directory: string): Promise<RunningServer> {
  const server = await startServer({ dataDir: directory, env: { TEST_CONTROLS: 'true' } });
  running.push(server);
  return server;
}

/** Moves the server's clock; answers how many jobs ran. */
async function advance(baseUrl: string, minutes: number): Promise<number> {
  const moved = await fetch(`${baseUrl}/api/v1/test-controls/clock/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_minutes: minutes }),
  });
  return (await json<{ jobs_run: number }>(moved)).jobs_run;
}

describe('planned jobs survive a crash', () => {
  it('sends, after kill -9 and a restart on the same database, the reminder planned before the crash, once', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'motorpool-restart-'));
    const first = await serverOn(dataDir);
    const admin = await apiToken(first.baseUrl, 'admin@demo.fleet');
    const settings = await json<{ rules: Record<string, unknown> }>(await apiCall(first.baseUrl, admin, 'GET', 'booking-settings/'));
    const rules = { ...settings.rules, reminder_minutes: 60, auto_cancel_minutes: 0, allow_public_holidays: true, allow_weekends: true };
    await json(await apiCall(first.baseUrl, admin, 'PUT', 'booking-settings/', { branch_pk: null, rules }));
    const branches = await json<{ results: { pk: number; name: string }[] }>(await apiCall(first.baseUrl, admin, 'GET', 'branches/?search=Sydney%20Central'));
    const vehicles = await json<{ results: { pk: number; name: string }[] }>(await apiCall(first.baseUrl, admin, 'GET', 'vehicles/?search=SC-01'));
    const drivers = await json<{ results: { pk: number }[] }>(await apiCall(first.baseUrl, admin, 'GET', 'drivers/?search=driver@demo.fleet'));
    const start = new Date(Math.ceil((Date.now() + 180 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
    const end = new Date(start.getTime() + 60 * MINUTE);
    await json(
      await apiCall(first.baseUrl, admin, 'POST', 'bookings/', {
        branch: { pk: branches.results.find((branch) => branch.name === 'Sydney Central')!.pk },
        vehicle: { pk: vehicles.results.find((vehicle) => vehicle.name === 'Corolla Hybrid SC-01')!.pk },
        driver: { pk: drivers.results[0]!.pk },
        start_datetime: toWallTime(start, SYDNEY).slice(0, 16),
        end_datetime: toWallTime(end, SYDNEY).slice(0, 16),
      }),
      201,
    );
    await first.crash();

    const second = await serverOn(dataDir);
    // The reminder is due an hour before the start; the restarted server's clock is moved a minute past it.
    const minutes = Math.ceil((start.getTime() - 60 * MINUTE - Date.now()) / MINUTE) + 1;
    expect(await advance(second.baseUrl, minutes)).toBeGreaterThan(0);
    const reminder = await waitForMessage(second.baseUrl, 'driver@demo.fleet', /^Your booking starts soon/);
    expect(reminder.subject).toContain('Corolla Hybrid SC-01');
    expect(await advance(second.baseUrl, 1)).toBe(0);
    const outbox = await json<{ results: { subject: string }[] }>(await fetch(`${second.baseUrl}/api/v1/dev/outbox/?to=driver@demo.fleet`));
    expect(outbox.results.filter((message) => message.subject.startsWith('Your booking starts soon'))).toHaveLength(1);
  });
});
