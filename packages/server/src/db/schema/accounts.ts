import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organisations } from './organisations';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Null until the person sets one (self-registered and invited accounts activate by link).
    passwordHash: text('password_hash'),
    phone: text('phone'),
    countryCode: text('country_code'),
    profileImage: text('profile_image'),
    isActive: boolean('is_active').notNull().default(true),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
    isSystemAdmin: boolean('is_system_admin').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // One account per address, whatever its case.
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The users table sorts by name (spec §2); same expression as the list's ORDER BY.
    index('users_name_lower_idx').on(sql`lower(${table.firstName} || ' ' || ${table.lastName})`),
  ],
);

/** Bearer sessions; only a SHA-256 of the token is kept, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const userPreferences = pgTable(
  'user_preferences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preferenceKey: text('preference_key').notNull(),
    // '' rather than NULL so the unique key below also holds for key-only preferences.
    preferenceId: text('preference_id').notNull().default(''),
    value: text('value').notNull(),
  },
  (table) => [unique('user_preferences_user_key_id_key').on(table.userId, table.preferenceKey, table.preferenceId)],
);

/**
 * Six-digit codes (2FA sign-in, sign-up, account verification, email and
 * phone changes). Only a hash is kept; attempts are counted so a code dies
 * after five wrong guesses.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_codes_purpose_subject_idx').on(table.purpose, table.subject)],
);

/** Single-use link tokens (password reset, activation); the link carries a signed token, the table its hash. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'cascade' }),
    payload: jsonb('payload'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('link_tokens_user_idx').on(table.userId)],
);
