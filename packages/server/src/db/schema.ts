import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  jsonb,
  numeric,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ApproverKind, BookingRules, BranchWrite, DayHours, Weekday } from '@motorpool/api';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').unique(),
    logoUrl: text('logo_url'),
    industry: text('industry').notNull().default('Fleet'),
    createdAt: createdAt(),
  },
  // One organisation per name, whatever its case.
  (table) => [uniqueIndex('organisations_name_lower_key').on(sql`lower(${table.name})`)],
);

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
    isBusinessAdmin: boolean('is_business_admin').notNull().default(false),
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

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (table) => [
    unique('roles_organisation_name_key').on(table.organisationId, table.name),
    unique('roles_id_organisation_key').on(table.id, table.organisationId),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

/** Named geofences of an organisation (spec §7 geofences); a branch names one (geofence_name). */
export const geofences = pgTable(
  'geofences',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('geofences_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`),
    unique('geofences_id_organisation_key').on(table.id, table.organisationId),
  ],
);

/** A branch or hub (spec §3 Branch / hub); the nested parts of the spec's shape are kept as JSON. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    branchType: text('branch_type').notNull().default('branch'),
    address: text('address'),
    addressFeatures: jsonb('address_features').$type<{ country?: string | null; state?: string | null }>(),
    location: jsonb('location').$type<{ type: 'Point'; coordinates: number[] }>(),
    businessHours: jsonb('business_hours').$type<Partial<Record<Weekday, DayHours>>>(),
    /** Null means the spec's default zone (Asia/Kolkata). */
    branchTimezone: text('branch_timezone'),
    geofenceId: integer('geofence_id'),
    helpDeskContactNum: text('help_desk_contact_num'),
    helpDeskEmailId: text('help_desk_email_id'),
    helpDeskCustomMessage: text('help_desk_custom_message'),
    overrideCompanyHelpDesk: boolean('override_company_help_desk').notNull().default(false),
    extraData: jsonb('extra_data').$type<NonNullable<BranchWrite['extra_data']>>(),
    additionalDetails: jsonb('additional_details').$type<NonNullable<BranchWrite['additional_details']>>(),
    /** Kept only while the branch tag 'Flight Details Required' is 'true' (spec §3). */
    airportTags: text('airport_tags').array().notNull().default(sql`'{}'::text[]`),
    isNotify: boolean('is_notify').notNull().default(false),
    includeVehicleDoc: boolean('include_vehicle_doc').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('branches_id_organisation_key').on(table.id, table.organisationId),
    index('branches_organisation_name_idx').on(table.organisationId, table.name),
    // Forms, imports and the sidebar tell branches apart by name; a deleted branch frees its name.
    uniqueIndex('branches_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`).where(sql`${table.isDeleted} = false`),
    foreignKey({
      name: 'branches_geofence_fk',
      columns: [table.geofenceId, table.organisationId],
      foreignColumns: [geofences.id, geofences.organisationId],
    }),
    check('branches_branch_type_check', sql`${table.branchType} in ('branch', 'hub')`),
  ],
);

/** Departments of an organisation (spec §2 /departments); names are unique per organisation whatever their case. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('departments_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`),
    unique('departments_id_organisation_key').on(table.id, table.organisationId),
  ],
);

/** Cost centres of an organisation (spec §2 /cost-centres). */
export const costCentres = pgTable(
  'cost_centres',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cost_centres_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`),
    unique('cost_centres_id_organisation_key').on(table.id, table.organisationId),
  ],
);

/**
 * A user's membership of an organisation (the spec's employees_extension).
 * Role, branch, hub and cost centre are tied to the same organisation by
 * composite foreign keys, so a membership can never point at another tenant's rows.
 */
export const employeeExtensions = pgTable(
  'employee_extensions',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    branchId: integer('branch_id'),
    hubId: integer('hub_id'),
    costCentreId: integer('cost_centre_id'),
    status: text('status').notNull().default('Active'),
    employeeId: text('employee_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The line manager's email (spec §3 manager). */
    manager: text('manager'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    licenseNumber: text('license_number'),
    licenseClass: text('license_class').array().notNull().default(sql`'{}'::text[]`),
    licenseCountryOfIssue: text('license_country_of_issue'),
    licenseState: text('license_state'),
    licenseValidUpto: date('license_valid_upto', { mode: 'string' }),
    licenseFrontImage: text('license_front_image'),
    licenseBackImage: text('license_back_image'),
    licenseExpReminder: boolean('license_exp_reminder').notNull().default(false),
    licExpRemindBeforeDays: integer('lic_exp_remind_before_days'),
    /** Telematics user id. */
    proconId: text('procon_id'),
    /** extra_data.keaz_user_pk of the spec. */
    keazUserPk: text('keaz_user_pk'),
    address: text('address'),
    postcode: text('postcode'),
    keypadNumber: text('keypad_number'),
    associatedTags: text('associated_tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    unique('employee_extensions_organisation_user_key').on(table.organisationId, table.userId),
    unique('employee_extensions_id_organisation_key').on(table.id, table.organisationId),
    foreignKey({
      name: 'employee_extensions_role_fk',
      columns: [table.roleId, table.organisationId],
      foreignColumns: [roles.id, roles.organisationId],
    }),
    foreignKey({
      name: 'employee_extensions_branch_fk',
      columns: [table.branchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }),
    foreignKey({
      name: 'employee_extensions_hub_fk',
      columns: [table.hubId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }),
    foreignKey({
      name: 'employee_extensions_cost_centre_fk',
      columns: [table.costCentreId, table.organisationId],
      foreignColumns: [costCentres.id, costCentres.organisationId],
    }),
    // One Employee ID per person in an organisation (members without one do not collide: NULLs are distinct);
    // deleted members keep theirs so reactivation never collides.
    uniqueIndex('employee_extensions_organisation_employee_id_key').on(table.organisationId, sql`lower(${table.employeeId})`),
    index('employee_extensions_user_idx').on(table.userId),
    // The users table filters by these within one organisation; each also serves its foreign key.
    index('employee_extensions_organisation_branch_idx').on(table.organisationId, table.branchId),
    index('employee_extensions_organisation_hub_idx').on(table.organisationId, table.hubId),
    index('employee_extensions_organisation_role_idx').on(table.organisationId, table.roleId),
    index('employee_extensions_organisation_cost_centre_idx').on(table.organisationId, table.costCentreId),
    // The users table's sorts (src/employees/list-query.ts SORTS): a page reads the index in order instead of sorting 50,000 rows.
    index('employee_extensions_sort_status_idx').on(table.organisationId, table.status, table.id),
    index('employee_extensions_sort_license_valid_upto_idx').on(table.organisationId, table.licenseValidUpto, table.id),
    index('employee_extensions_sort_date_of_birth_idx').on(table.organisationId, table.dateOfBirth, table.id),
    index('employee_extensions_sort_license_exp_reminder_idx').on(table.organisationId, table.licenseExpReminder, table.id),
    index('employee_extensions_sort_lic_exp_remind_before_days_idx').on(table.organisationId, table.licExpRemindBeforeDays, table.id),
    index('employee_extensions_sort_procon_id_idx').on(table.organisationId, sql`lower(${table.proconId})`, table.id),
    index('employee_extensions_sort_license_number_idx').on(table.organisationId, sql`lower(${table.licenseNumber})`, table.id),
    index('employee_extensions_sort_address_idx').on(table.organisationId, sql`lower(${table.address})`, table.id),
    index('employee_extensions_sort_license_state_idx').on(table.organisationId, sql`lower(${table.licenseState})`, table.id),
    index('employee_extensions_sort_keypad_number_idx').on(table.organisationId, sql`lower(${table.keypadNumber})`, table.id),
    index('employee_extensions_sort_keaz_user_pk_idx').on(table.organisationId, sql`lower(${table.keazUserPk})`, table.id),
  ],
);

export const employeeDepartments = pgTable(
  'employee_departments',
  {
    employeeExtensionId: integer('employee_extension_id').notNull(),
    departmentId: integer('department_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeExtensionId, table.departmentId] }),
    foreignKey({
      name: 'employee_departments_extension_fk',
      columns: [table.employeeExtensionId, table.organisationId],
      foreignColumns: [employeeExtensions.id, employeeExtensions.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'employee_departments_department_fk',
      columns: [table.departmentId, table.organisationId],
      foreignColumns: [departments.id, departments.organisationId],
    }).onDelete('cascade'),
    index('employee_departments_department_idx').on(table.departmentId),
  ],
);

/** Who is reminded before a member's licence expires (spec §3 lic_exp_reminder_recipients): other members. */
export const employeeReminderRecipients = pgTable(
  'employee_reminder_recipients',
  {
    employeeExtensionId: integer('employee_extension_id').notNull(),
    recipientExtensionId: integer('recipient_extension_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeExtensionId, table.recipientExtensionId] }),
    foreignKey({
      name: 'employee_reminder_recipients_extension_fk',
      columns: [table.employeeExtensionId, table.organisationId],
      foreignColumns: [employeeExtensions.id, employeeExtensions.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'employee_reminder_recipients_recipient_fk',
      columns: [table.recipientExtensionId, table.organisationId],
      foreignColumns: [employeeExtensions.id, employeeExtensions.organisationId],
    }).onDelete('cascade'),
    index('employee_reminder_recipients_recipient_idx').on(table.recipientExtensionId),
  ],
);

/**
 * Custom fields (spec §3 Tag groups) of users, branches or bookings. The two
 * special groups (additional hubs / branches) are flagged so no one can edit
 * or delete them.
 */
export const tagGroups = pgTable(
  'tag_groups',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    tagType: text('tag_type').notNull(),
    tagGroupName: text('tag_group_name').notNull(),
    label: text('label'),
    tagDataType: text('tag_data_type').notNull(),
    /** Options of the select types, or the default in first place. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    showTooltip: boolean('show_tooltip').notNull().default(false),
    isBookingApproval: boolean('is_booking_approval').notNull().default(false),
    isCustomizable: boolean('is_customizable').notNull().default(true),
    isSpecial: boolean('is_special').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tag_groups_organisation_type_name_key').on(table.organisationId, table.tagType, sql`lower(${table.tagGroupName})`),
    unique('tag_groups_id_organisation_key').on(table.id, table.organisationId),
    check('tag_groups_tag_type_check', sql`${table.tagType} in ('user', 'branch', 'booking', 'vehicle')`),
    check(
      'tag_groups_tag_data_type_check',
      sql`${table.tagDataType} in ('textselect', 'free_text_field', 'counter', 'toggle', 'textchoice', 'date', 'time', 'integer', 'multitextselect', 'text', 'boolean')`,
    ),
  ],
);

/**
 * A member's value for one user tag group: one row per (member, group), the
 * value a list (one element for single-value types), so a batch of members'
 * tags is one index range read and a value filter can use the GIN index.
 */
export const employeeTagValues = pgTable(
  'employee_tag_values',
  {
    employeeExtensionId: integer('employee_extension_id').notNull(),
    tagGroupId: integer('tag_group_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    value: text('value').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeExtensionId, table.tagGroupId] }),
    foreignKey({
      name: 'employee_tag_values_extension_fk',
      columns: [table.employeeExtensionId, table.organisationId],
      foreignColumns: [employeeExtensions.id, employeeExtensions.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'employee_tag_values_tag_group_fk',
      columns: [table.tagGroupId, table.organisationId],
      foreignColumns: [tagGroups.id, tagGroups.organisationId],
    }).onDelete('cascade'),
    index('employee_tag_values_value_idx').using('gin', table.value),
    index('employee_tag_values_group_idx').on(table.tagGroupId),
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

/** Organisation settings by key (registration, USER_SIGNUP_APPROVER, Enable Hubs, …); values are JSON. */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.key] })],
);

/** Server-wide secrets (the link-signing key), generated once and shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

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

/**
 * One row per throttle bucket, counted with a single conditional upsert so
 * concurrent attempts can never all read the same count: the database, not the
 * application, orders them. `strikes` counts windows that ended full, so the
 * wait after each grows; `blocked_until` is when the bucket opens again.
 */
export const throttleCounters = pgTable('throttle_counters', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  strikes: integer('strikes').notNull().default(0),
});

/** Every email and SMS the server sends; without SMTP this is the whole delivery (the development mailbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient)],
);

/** Self-registrations awaiting (or past) approval; the member row is created Pending Approval alongside. */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeExtensionId: integer('employee_extension_id')
      .notNull()
      .references(() => employeeExtensions.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Pending Approval'),
    payload: jsonb('payload'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('registration_requests_organisation_user_key').on(table.organisationId, table.userId),
    index('registration_requests_organisation_status_idx').on(table.organisationId, table.status),
  ],
);

/** Invitations into an organisation (spec §3 Invite); the link carries a token whose hash is kept here. */
export const invites = pgTable(
  'invites',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    roleId: integer('role_id').notNull(),
    branchId: integer('branch_id').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Pending Approval'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * For an account that already exists elsewhere: the membership fields the
     * inviting admin chose, applied only when its holder accepts.
     */
    membership: jsonb('membership').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({ name: 'invites_role_fk', columns: [table.roleId, table.organisationId], foreignColumns: [roles.id, roles.organisationId] }),
    foreignKey({
      name: 'invites_branch_fk',
      columns: [table.branchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }),
    index('invites_organisation_idx').on(table.organisationId),
  ],
);

/**
 * In-portal notifications of one user in one organisation (spec §3 Notification).
 * `text` is HTML the server composed, user-provided parts already escaped.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_user_organisation_id_idx').on(table.userId, table.organisationId, table.id.desc())],
);

/** Who manages a branch (spec §3 branch_manager): members of the same organisation. */
export const branchManagers = pgTable(
  'branch_managers',
  {
    branchId: integer('branch_id').notNull(),
    employeeExtensionId: integer('employee_extension_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.employeeExtensionId] }),
    foreignKey({
      name: 'branch_managers_branch_fk',
      columns: [table.branchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'branch_managers_extension_fk',
      columns: [table.employeeExtensionId, table.organisationId],
      foreignColumns: [employeeExtensions.id, employeeExtensions.organisationId],
    }).onDelete('cascade'),
    index('branch_managers_extension_idx').on(table.employeeExtensionId),
  ],
);

/** A branch's value for one branch tag group, stored as the members' values are (employee_tag_values). */
export const branchTagValues = pgTable(
  'branch_tag_values',
  {
    branchId: integer('branch_id').notNull(),
    tagGroupId: integer('tag_group_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    value: text('value').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.tagGroupId] }),
    foreignKey({
      name: 'branch_tag_values_branch_fk',
      columns: [table.branchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'branch_tag_values_tag_group_fk',
      columns: [table.tagGroupId, table.organisationId],
      foreignColumns: [tagGroups.id, tagGroups.organisationId],
    }).onDelete('cascade'),
    index('branch_tag_values_group_idx').on(table.tagGroupId),
  ],
);

/** The branches a branch (or hub) serves (spec §3 Branch relation: from_branch, to_branch[]). */
export const branchRelations = pgTable(
  'branch_relations',
  {
    fromBranchId: integer('from_branch_id').notNull(),
    toBranchId: integer('to_branch_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fromBranchId, table.toBranchId] }),
    foreignKey({
      name: 'branch_relations_from_fk',
      columns: [table.fromBranchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'branch_relations_to_fk',
      columns: [table.toBranchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }).onDelete('cascade'),
    check('branch_relations_not_itself_check', sql`${table.fromBranchId} <> ${table.toBranchId}`),
    index('branch_relations_to_idx').on(table.toBranchId),
  ],
);

/** Days a branch is closed (the booking rules refuse bookings on them); one holiday per branch and date. */
export const branchHolidays = pgTable(
  'branch_holidays',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull(),
    branchId: integer('branch_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('branch_holidays_branch_date_key').on(table.branchId, table.date),
    foreignKey({
      name: 'branch_holidays_branch_fk',
      columns: [table.branchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }).onDelete('cascade'),
    index('branch_holidays_organisation_idx').on(table.organisationId),
  ],
);

/**
 * An organisation's public-holiday calendar per country (ISO 3166 alpha-2)
 * and state (null: the country-wide calendar). Loaded from date-holidays and
 * editable; a branch follows the calendar of its address_features.
 */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    state: text('state'),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // NULLS NOT DISTINCT: the country-wide calendar (state null) also holds one holiday per date.
    unique('public_holidays_organisation_region_date_key').on(table.organisationId, table.country, table.state, table.date).nullsNotDistinct(),
    check('public_holidays_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** A vehicle of the fleet, kept at one branch (spec §2 /vehicles, §3 vehicle filters). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull(),
    name: text('name').notNull(),
    /** The licence class a driver needs to drive it. */
    vehicleClass: text('vehicle_class').notNull(),
    registrationNum: text('registration_num').notNull(),
    serial: text('serial'),
    make: text('make'),
    model: text('model'),
    paint: text('paint'),
    bodyType: text('body_type'),
    doors: integer('doors'),
    seats: integer('seats'),
    fuelType: text('fuel_type'),
    grade: text('grade'),
    year: integer('year'),
    odometer: integer('odometer').notNull().default(0),
    costCentreId: integer('cost_centre_id'),
    dailyRate: numeric('daily_rate', { precision: 12, scale: 2, mode: 'number' }),
    ratePerKm: numeric('rate_per_km', { precision: 10, scale: 2, mode: 'number' }),
    keyPickupLocation: text('key_pickup_location'),
    vehiclePickupLocation: text('vehicle_pickup_location'),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('vehicles_id_organisation_key').on(table.id, table.organisationId),
    uniqueIndex('vehicles_organisation_registration_key').on(table.organisationId, sql`lower(${table.registrationNum})`).where(sql`${table.isDeleted} = false`),
    index('vehicles_organisation_branch_idx').on(table.organisationId, table.branchId),
    foreignKey({
      name: 'vehicles_branch_fk',
      columns: [table.branchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }),
    foreignKey({
      name: 'vehicles_cost_centre_fk',
      columns: [table.costCentreId, table.organisationId],
      foreignColumns: [costCentres.id, costCentres.organisationId],
    }),
    check('vehicles_odometer_check', sql`${table.odometer} >= 0`),
  ],
);

/** A vehicle's value for one vehicle tag group (custom fields), stored as the members' values are. */
export const vehicleTagValues = pgTable(
  'vehicle_tag_values',
  {
    vehicleId: integer('vehicle_id').notNull(),
    tagGroupId: integer('tag_group_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    value: text('value').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.tagGroupId] }),
    foreignKey({
      name: 'vehicle_tag_values_vehicle_fk',
      columns: [table.vehicleId, table.organisationId],
      foreignColumns: [vehicles.id, vehicles.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'vehicle_tag_values_tag_group_fk',
      columns: [table.tagGroupId, table.organisationId],
      foreignColumns: [tagGroups.id, tagGroups.organisationId],
    }).onDelete('cascade'),
    index('vehicle_tag_values_group_idx').on(table.tagGroupId),
  ],
);

/**
 * A booking (spec §3 Booking). Times are instants (UTC); `blocked_until` is
 * the end plus the buffer in force when the booking was last saved. The
 * migration adds the exclusion constraint `bookings_vehicle_no_overlap`:
 * no two active (not deleted; Pending Approval, Approved, In-Progress)
 * bookings of one vehicle may overlap over [start_at, blocked_until).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    /** The driver's membership (employee extension). */
    driverId: integer('driver_id').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    /** Finer state than status (e.g. 'Late Return'); spec §3 internal_status. */
    internalStatus: text('internal_status'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isOvernight: boolean('is_overnight').notNull().default(false),
    purposeOfTrip: text('purpose_of_trip'),
    bookingType: text('booking_type'),
    costCentreId: integer('cost_centre_id'),
    manager: text('manager'),
    address: text('address'),
    location: jsonb('location').$type<{ coordinates: number[] }>(),
    addressFeatures: jsonb('address_features').$type<Record<string, unknown>>(),
    destinationBranchId: integer('destination_branch_id'),
    reasonForChange: text('reason_for_change'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringPattern: text('recurring_pattern'),
    daysOfWeek: integer('days_of_week').array(),
    datesOfMonth: integer('dates_of_month').array(),
    endsOn: date('ends_on', { mode: 'string' }),
    multiBookingId: text('multi_booking_id'),
    extraData: jsonb('extra_data').$type<Record<string, unknown>>().notNull().default({}),
    actualStartAt: timestamp('actual_start_at', { withTimezone: true }),
    actualEndAt: timestamp('actual_end_at', { withTimezone: true }),
    startOdometer: integer('start_odometer'),
    endOdometer: integer('end_odometer'),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('bookings_id_organisation_key').on(table.id, table.organisationId),
    foreignKey({ name: 'bookings_branch_fk', columns: [table.branchId, table.organisationId], foreignColumns: [branches.id, branches.organisationId] }),
    foreignKey({ name: 'bookings_vehicle_fk', columns: [table.vehicleId, table.organisationId], foreignColumns: [vehicles.id, vehicles.organisationId] }),
    foreignKey({
      name: 'bookings_driver_fk',
      columns: [table.driverId, table.organisationId],
      foreignColumns: [employeeExtensions.id, employeeExtensions.organisationId],
    }),
    foreignKey({
      name: 'bookings_cost_centre_fk',
      columns: [table.costCentreId, table.organisationId],
      foreignColumns: [costCentres.id, costCentres.organisationId],
    }),
    foreignKey({
      name: 'bookings_destination_fk',
      columns: [table.destinationBranchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }),
    check('bookings_status_check', sql`${table.status} in ('Pending Approval', 'Approved', 'In-Progress', 'Cancelled', 'Declined', 'Completed')`),
    check('bookings_range_check', sql`${table.endAt} > ${table.startAt} and ${table.blockedUntil} >= ${table.endAt}`),
    check('bookings_recurring_pattern_check', sql`${table.recurringPattern} is null or ${table.recurringPattern} in ('daily', 'weekly', 'monthly')`),
    // Lists page by start time within an organisation, optionally for a driver, branch or vehicle.
    index('bookings_organisation_start_idx').on(table.organisationId, table.startAt, table.id),
    index('bookings_organisation_driver_start_idx').on(table.organisationId, table.driverId, table.startAt),
    index('bookings_organisation_branch_start_idx').on(table.organisationId, table.branchId, table.startAt),
    // What the lists show by default (neither deleted nor hidden), per branch in start order: the page and its count read the index only.
    index('bookings_organisation_listed_branch_start_idx')
      .on(table.organisationId, table.branchId, table.startAt, table.id)
      .where(sql`not ${table.isDeleted} and not ${table.isHidden}`),
    index('bookings_vehicle_start_idx').on(table.vehicleId, table.startAt),
    // Date windows (calendar, list from/to) as range overlaps per branch; btree_gist lets the integers join the range.
    index('bookings_organisation_branch_range_idx').using('gist', table.organisationId, table.branchId, sql`tstzrange(${table.startAt}, ${table.endAt})`),
    index('bookings_multi_booking_idx').on(table.multiBookingId),
  ],
);

export const bookingSecondaryDrivers = pgTable(
  'booking_secondary_drivers',
  {
    bookingId: integer('booking_id').notNull(),
    employeeExtensionId: integer('employee_extension_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.employeeExtensionId] }),
    foreignKey({
      name: 'booking_secondary_drivers_booking_fk',
      columns: [table.bookingId, table.organisationId],
      foreignColumns: [bookings.id, bookings.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'booking_secondary_drivers_extension_fk',
      columns: [table.employeeExtensionId, table.organisationId],
      foreignColumns: [employeeExtensions.id, employeeExtensions.organisationId],
    }).onDelete('cascade'),
    index('booking_secondary_drivers_extension_idx').on(table.employeeExtensionId),
  ],
);

/** A booking's value for one booking tag group (spec §3 booking_tags). */
export const bookingTagValues = pgTable(
  'booking_tag_values',
  {
    bookingId: integer('booking_id').notNull(),
    tagGroupId: integer('tag_group_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    value: text('value').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.tagGroupId] }),
    foreignKey({
      name: 'booking_tag_values_booking_fk',
      columns: [table.bookingId, table.organisationId],
      foreignColumns: [bookings.id, bookings.organisationId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'booking_tag_values_tag_group_fk',
      columns: [table.tagGroupId, table.organisationId],
      foreignColumns: [tagGroups.id, tagGroups.organisationId],
    }).onDelete('cascade'),
    index('booking_tag_values_group_idx').on(table.tagGroupId),
  ],
);

/** Every change of a booking: who, when, what and why. Rows are only ever added. */
export const bookingAudits = pgTable(
  'booking_audits',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'booking_audits_booking_fk',
      columns: [table.bookingId, table.organisationId],
      foreignColumns: [bookings.id, bookings.organisationId],
    }).onDelete('cascade'),
    index('booking_audits_booking_idx').on(table.bookingId, table.id),
  ],
);

/** Each check-out → check-in of a booking with its odometer readings (spec §7 booking-trips). */
export const bookingTrips = pgTable(
  'booking_trips',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }).notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    startOdometer: integer('start_odometer'),
    endOdometer: integer('end_odometer'),
    isLateReturn: boolean('is_late_return').notNull().default(false),
    checkOutChecklist: jsonb('check_out_checklist').$type<unknown[]>(),
    checkInChecklist: jsonb('check_in_checklist').$type<unknown[]>(),
    hubCollection: boolean('hub_collection').notNull().default(false),
  },
  (table) => [
    foreignKey({
      name: 'booking_trips_booking_fk',
      columns: [table.bookingId, table.organisationId],
      foreignColumns: [bookings.id, bookings.organisationId],
    }).onDelete('cascade'),
    index('booking_trips_booking_idx').on(table.bookingId),
  ],
);

/** The booking rules of spec §9: one row for the organisation (branch null) and one per overriding branch. */
export const bookingRuleSets = pgTable(
  'booking_rule_sets',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id'),
    rules: jsonb('rules').$type<BookingRules>().notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('booking_rule_sets_organisation_branch_key').on(table.organisationId, table.branchId).nullsNotDistinct(),
    foreignKey({
      name: 'booking_rule_sets_branch_fk',
      columns: [table.branchId, table.organisationId],
      foreignColumns: [branches.id, branches.organisationId],
    }).onDelete('cascade'),
  ],
);

/** When a booking needs approval and who approves it (see ApprovalRuleWrite in @motorpool/api). */
export const bookingApprovalRules = pgTable(
  'booking_approval_rules',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    branchIds: integer('branch_ids').array().notNull().default(sql`'{}'::integer[]`),
    roleIds: integer('role_ids').array().notNull().default(sql`'{}'::integer[]`),
    bookingTagGroupIds: integer('booking_tag_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    minDurationMinutes: integer('min_duration_minutes'),
    approvers: text('approvers').array().$type<ApproverKind[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('booking_approval_rules_organisation_idx').on(table.organisationId)],
);

/**
 * Keys partner pages embed widgets with (docs/embedding.md). `key` is a public
 * identifier, not a secret: tokens are issued only to the listed origins.
 * Revoked keys stay for audit.
 */
export const embedKeys = pgTable(
  'embed_keys',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /** Normalised origins (`normaliseOrigin` in @motorpool/api), each once. */
    allowedOrigins: text('allowed_origins').array().notNull(),
    scope: text('scope').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Whether the read-only calendar may show the driver's display name (off unless the admin opts in). */
    showDriverName: boolean('show_driver_name').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: integer('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('embed_keys_organisation_idx').on(table.organisationId, table.id),
    // CORS looks origins up across every active key.
    index('embed_keys_active_origins_idx').using('gin', table.allowedOrigins).where(sql`${table.isActive}`),
    check('embed_keys_scope_check', sql`${table.scope} in ('calendar_read', 'booking')`),
    check('embed_keys_revoked_inactive_check', sql`${table.revokedAt} is null or not ${table.isActive}`),
    check('embed_keys_origins_count_check', sql`cardinality(${table.allowedOrigins}) between 1 and 20`),
  ],
);
