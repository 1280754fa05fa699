// Starting the built server (and other child processes that answer over HTTP) for the end-to-end
// tests and the Lighthouse bench. Plain JavaScript so that the bench runs it under node as it is;
// server.d.ts types it for the tests.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverMain = join(repoRoot, 'packages/server/dist/main.js');
const portalIndex = join(repoRoot, 'packages/portal/dist/index.html');
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port was assigned.'))));
    });
  });
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

function exited(child) {
  if (hasExited(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function stopChild(child) {
  if (hasExited(child)) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
}

/** Collects what the child prints, for failure messages. */
export function outputOf(child) {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk) => (output += chunk.toString()));
  return () => output;
}

export async function waitForAnswer(url, child, what, output) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${READY_TIMEOUT_MS / 1000}s:\n${output()}`);
}

/**
 * Starts the built server on a free port with an empty database, which it
 * migrates and seeds with the demo organisation, and waits for `/healthz`.
 * Links in the emails it keeps point at this server. Given a `dataDir`, it
 * starts on that database instead and leaves it in place when it stops.
 */
export async function startServer({ env = {}, dataDir: givenDataDir } = {}) {
  for (const [file, what] of [
    [serverMain, 'the server build'],
    [portalIndex, 'the portal build'],
  ]) {
    if (!existsSync(file)) throw new Error(`This needs ${what} (${file} is missing). Run \`pnpm build\` at the repository root first.`);
  }

  const port = await freePort();
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'motorpool-e2e-')));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A DATABASE_URL in the test process's environment is meant for the server tests; a journey uses PostgreSQL only when it says so.
  const { DATABASE_URL: _ignored, ...environment } = process.env;
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    // Journeys start from the demo's people and fleet alone, so the bookings they make are the only ones; one that wants a busy fleet asks for it.
    // No job poller: a journey's minutes pass nothing due, and one that needs time to pass runs the jobs through TEST_CONTROLS.
    env: { ...environment, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, SEED_DEMO_ACTIVITY: 'false', JOBS_POLL_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = outputOf(child);
  const stop = async () => {
    await stopChild(child);
    if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const crash = async () => {
    child.kill('SIGKILL');
    await exited(child);
  };
  try {
    await waitForAnswer(`${baseUrl}/healthz`, child, 'The server', output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, output, stop, crash };
}
