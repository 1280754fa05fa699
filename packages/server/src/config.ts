import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The portal's build; empty to serve the API alone. */
  staticDir: string;
  seedDemo: boolean;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  sessionDays: number;
};

function integerSetting(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

/** Reads the environment once at start-up; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return {
    port: integerSetting('PORT', 3000, env),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    staticDir: path.resolve(env.STATIC_DIR || path.join(serverRoot, '../portal/dist')),
    seedDemo: env.SEED_DEMO !== 'false',
    bodyLimit: integerSetting('BODY_LIMIT_BYTES', 1024 * 1024, env),
    sessionDays: integerSetting('SESSION_DAYS', 30, env),
  };
}
