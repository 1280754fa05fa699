import { spawn, type ChildProcess } from 'node:child_process';
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

export type RunningServer = {
  /** `http://127.0.0.1:<port>`, serving the API and the built portal. */
  baseUrl: string;
  /** What the server printed so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

function freePort(): Promise<number> {
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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export type ServerOptions = {
  /** Settings for this server on top of the test process's environment, e.g. `{ REGISTRATION_ENABLED: 'true' }`. */
  env?: Record<string, string>;
};

/**
 * Starts the built server on a free port with an empty database, which it
 * migrates and seeds with the demo organisation, and waits for `/healthz`.
 * Links in the emails it keeps point at this server.
 */
export async function startServer({ env = {} }: ServerOptions = {}): Promise<RunningServer> {
  for (const [file, what] of [
    [serverMain, 'the server build'],
    [portalIndex, 'the portal build'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(`End-to-end tests need ${what} (${file} is missing). Run \`pnpm build\` at the repository root first.`);
    }
  }

  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'motorpool-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    // A DATABASE_URL in the test process's environment is meant for the server tests; a journey uses PostgreSQL only when it says so.
    // Journeys start from the demo's people and fleet alone, so the bookings they make are the only ones; one that wants a busy fleet asks for it.
    env: { ...withoutDatabaseUrl(process.env), PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, SEED_DEMO_ACTIVITY: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return { baseUrl, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer ${baseUrl}/healthz within ${READY_TIMEOUT_MS / 1000}s:\n${output}`);
}

function withoutDatabaseUrl(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = environment;
  return rest;
}
