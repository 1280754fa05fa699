import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_RECOVERY_TYPES } from '@motorpool/api';

export type PasswordRecovery = (typeof PASSWORD_RECOVERY_TYPES)[number];

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The portal's build; empty to serve the API alone. */
  staticDir: string;
  /** The widgets' standalone scripts served under `/embed/` to partner pages; empty to serve none. */
  embedScriptsDir: string;
  seedDemo: boolean;
  /** With the demo, bookings placed around the day it is seeded (trips past, out now, coming up). */
  seedDemoActivity: boolean;
  /** Serve `/api/v1/test-controls/` (move the server's clock, run due jobs) for end-to-end journeys; refused in production. */
  testControls: boolean;
  /** How often an instance hands due jobs to the queue and polls it, in milliseconds; 0 runs no jobs here. */
  jobsPollMs: number;
  /** Largest request body accepted, in bytes. */
  bodyLimit: number;
  sessionDays: number;
  /** Where links in emails point: the portal as people reach it. */
  publicUrl: string;
  /** Self sign-up at /register (spec §9: disabled by default). */
  registrationEnabled: boolean;
  /** System admins create organisations from the portal (spec §2 "Create Organization (if enabled)"); off where tenants are onboarded another way. */
  organisationCreation: boolean;
  ssoUrl: string | null;
  privacyPolicyUrl: string | null;
  termsUrl: string | null;
  passwordRecovery: PasswordRecovery;
  registerType: 'email' | 'phone';
  /** Hosts that get the custom fleet-share brand (spec §1), lower case, without port. */
  customFleetHosts: string[];
  subdomainRedirect: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** Serve the development mailbox: `loopback` (the default without SMTP outside production), `open`, or `off`. */
  devMailbox: 'loopback' | 'open' | 'off';
  /** Believe X-Forwarded-For for the client address (only behind a proxy you run). */
  trustProxy: boolean;
  /** Key for signing links; when unset one is generated and kept in the database for every instance. */
  appSecret: string | null;
};

function integerSetting(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function booleanSetting(name: string, fallback: boolean, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function choiceSetting<T extends string>(name: string, choices: readonly T[], fallback: T, env: NodeJS.ProcessEnv): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(choices as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${choices.join(', ')}, got "${raw}"`);
  return raw as T;
}

const optional = (value: string | undefined) => (value ? value : null);

/**
 * The mailbox shows every organisation's reset and activation links. In
 * production the server usually sits behind a proxy on the same machine, where
 * every visitor looks local, so there only an explicit `open` shows it.
 */
function devMailboxSetting(env: NodeJS.ProcessEnv, smtpUrl: string | null): ServerConfig['devMailbox'] {
  const production = env.NODE_ENV === 'production';
  const setting = choiceSetting('DEV_MAILBOX', ['loopback', 'open', 'off'] as const, smtpUrl || production ? 'off' : 'loopback', env);
  if (production && setting === 'loopback') {
    throw new Error(
      'DEV_MAILBOX=loopback is refused with NODE_ENV=production (behind a proxy every visitor looks local); set DEV_MAILBOX=open to show the mailbox to everyone on purpose, or off',
    );
  }
  return setting;
}

function testControlsSetting(env: NodeJS.ProcessEnv): boolean {
  const enabled = booleanSetting('TEST_CONTROLS', false, env);
  if (enabled && env.NODE_ENV === 'production') throw new Error('TEST_CONTROLS=true is refused with NODE_ENV=production: anyone could move the server clock');
  return enabled;
}

/** Reads the environment once at start-up; a bad value stops the server with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const port = integerSetting('PORT', 3000, env);
  const smtpUrl = optional(env.SMTP_URL);
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './.data'),
    staticDir: path.resolve(env.STATIC_DIR || path.join(serverRoot, '../portal/dist')),
    embedScriptsDir: env.EMBED_SCRIPTS_DIR === '' ? '' : path.resolve(env.EMBED_SCRIPTS_DIR || path.join(serverRoot, '../widgets/dist/standalone')),
    seedDemo: booleanSetting('SEED_DEMO', true, env),
    seedDemoActivity: booleanSetting('SEED_DEMO_ACTIVITY', true, env),
    jobsPollMs: integerSetting('JOBS_POLL_MS', 1000, env),
    testControls: testControlsSetting(env),
    bodyLimit: integerSetting('BODY_LIMIT_BYTES', 1024 * 1024, env),
    sessionDays: integerSetting('SESSION_DAYS', 1, env),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    registrationEnabled: booleanSetting('REGISTRATION_ENABLED', false, env),
    organisationCreation: booleanSetting('ORGANISATION_CREATION', true, env),
    ssoUrl: optional(env.SSO_URL),
    privacyPolicyUrl: optional(env.PRIVACY_POLICY_URL),
    termsUrl: optional(env.TERMS_URL),
    passwordRecovery: choiceSetting('PASSWORD_RECOVERY', PASSWORD_RECOVERY_TYPES, 'email', env),
    registerType: choiceSetting('REGISTER_TYPE', ['email', 'phone'] as const, 'email', env),
    customFleetHosts: (env.CUSTOM_FLEET_HOSTS ?? 'fleetshare.localhost')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    subdomainRedirect: booleanSetting('SUBDOMAIN_REDIRECT', false, env),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Motorpool <no-reply@motorpool.local>',
    devMailbox: devMailboxSetting(env, smtpUrl),
    trustProxy: booleanSetting('TRUST_PROXY', false, env),
    appSecret: optional(env.APP_SECRET),
  };
}
