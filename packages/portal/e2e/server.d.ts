import type { ChildProcess } from 'node:child_process';

export const repoRoot: string;

export type RunningServer = {
  /** `http://127.0.0.1:<port>`, serving the API and the built portal. */
  baseUrl: string;
  /** What the server printed so far, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
  /** kill -9: no shutdown, as a crash or a killed container. */
  crash: () => Promise<void>;
};

export type ServerOptions = {
  /** Settings for this server on top of the test process's environment, e.g. `{ REGISTRATION_ENABLED: 'true' }`. */
  env?: Record<string, string>;
  /** Start on this data directory (an earlier server's) and keep it when stopping. */
  dataDir?: string;
};

export function startServer(options?: ServerOptions): Promise<RunningServer>;
export function freePort(): Promise<number>;
/** SIGTERM, then SIGKILL if the child has not exited after a while. */
export function stopChild(child: ChildProcess): Promise<void>;
export function outputOf(child: ChildProcess): () => string;
/** Until `url` answers 200; throws with the child's output when it exits first or the time is up. */
export function waitForAnswer(url: string, child: ChildProcess, what: string, output: () => string): Promise<void>;
