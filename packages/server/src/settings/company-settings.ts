import { and, eq, ne, or, sql } from 'drizzle-orm';
import { is, string, type Struct } from 'superstruct';
import {
  COMPANY_CURRENCY,
  companySettingsMessages,
  DEFAULT_BRANCH_TIMEZONE,
  DEFAULT_ORGANISATION_FORMATS,
  DEFAULT_PHONE_COUNTRY,
  dialCodeOf,
  isKnownTimezone,
  isPhoneCountry,
  normaliseDomain,
  OrganisationFormats,
  type CompanySettings,
  type CompanySettingsWrite,
  type FieldErrors,
} from '@motorpool/api';
import { changedFields, recordAudit } from '../audit/audit';
import type { Database } from '../db/database';
import { organisations } from '../db/schema';
import { violatedUniqueKey } from '../db/unique-violation';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { OrganisationScope } from '../tenancy/tenancy';
import { readSetting, writeSetting } from './organisation-settings';

/** Where the company settings the organisations table has no column for are kept in organisation_settings. */
export const COMPANY_SETTINGS_KEY = 'company_settings';

const NAME_KEY = 'organisations_name_lower_key';
const DOMAIN_KEY = 'organisations_domain_unique';

/** What an organisation that never saved its company settings has (spec §9's defaults). */
const DEFAULTS = { default_time_zone: DEFAULT_BRANCH_TIMEZONE, default_phone_country: DEFAULT_PHONE_COUNTRY } as const;

/** The settings kept under COMPANY_SETTINGS_KEY. */
type StoredCompanySettings = OrganisationFormats & {
  address: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  default_time_zone: string;
  default_phone_country: string;
};

/** Each stored value that is still valid, else its default: a zone or country this runtime no longer knows falls back rather than breaking the screens. */
async function readStored(db: Database, scope: OrganisationScope): Promise<StoredCompanySettings> {
  const stored = await readSetting(db, scope, COMPANY_SETTINGS_KEY);
  const value = (key: keyof StoredCompanySettings): string | null => {
    const raw = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[key] : undefined;
    return is(raw, string()) && raw !== '' ? raw : null;
  };
  const zone = value('default_time_zone');
  const country = value('default_phone_country');
  const formats = Object.fromEntries(
    (Object.keys(DEFAULT_ORGANISATION_FORMATS) as (keyof OrganisationFormats)[]).map((key) => {
      const raw = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[key] : undefined;
      return [key, is(raw, OrganisationFormats.schema[key] as Struct<unknown, unknown>) ? raw : DEFAULT_ORGANISATION_FORMATS[key]];
    }),
  ) as OrganisationFormats;
  return {
    ...formats,
    address: value('address'),
    contact_phone: value('contact_phone'),
    contact_email: value('contact_email'),
    default_time_zone: zone && isKnownTimezone(zone) ? zone : DEFAULTS.default_time_zone,
    default_phone_country: country && isPhoneCountry(country) ? country : DEFAULTS.default_phone_country,
  };
}

/** What the organisation's other screens start from: a new branch's zone, a new phone field's country. */
export async function companyDefaults(
  db: Database,
  scope: OrganisationScope,
): Promise<{ timeZone: string; phoneCountry: { country_code: string; dial_code: string }; formats: OrganisationFormats }> {
  const stored = await readStored(db, scope);
  return {
    timeZone: stored.default_time_zone,
    phoneCountry: { country_code: stored.default_phone_country, dial_code: dialCodeOf(stored.default_phone_country) },
    formats: { date_format: stored.date_format, time_format: stored.time_format, first_day_of_week: stored.first_day_of_week },
  };
}

type OrganisationRow = typeof organisations.$inferSelect;

async function organisationRow(db: Database, scope: OrganisationScope): Promise<OrganisationRow> {
  const [row] = await db.select().from(organisations).where(eq(organisations.id, scope.organisationId));
  if (!row) throw notFound();
  return row;
}

/** The fields the audit compares, as the screen names them. */
function auditedValues(row: Pick<OrganisationRow, 'name' | 'domain' | 'industry'>, stored: StoredCompanySettings) {
  return { name: row.name, domain: row.domain, industry: row.industry, ...stored };
}

function answer(row: OrganisationRow, stored: StoredCompanySettings, mayChangeIndustry: boolean): CompanySettings {
  return {
    organisation_code: String(row.id),
    name: row.name,
    ...stored,
    default_dial_code: dialCodeOf(stored.default_phone_country),
    currency: COMPANY_CURRENCY,
    domain: row.domain,
    industry: row.industry,
    may_change_industry: mayChangeIndustry,
  };
}

export async function readCompanySettings(db: Database, scope: OrganisationScope, mayChangeIndustry: boolean): Promise<CompanySettings> {
  const [row, stored] = await Promise.all([organisationRow(db, scope), readStored(db, scope)]);
  return answer(row, stored, mayChangeIndustry);
}

const blankToNull = (value: string | null | undefined, fallback: string | null) => (value === undefined ? fallback : value?.trim() || null);

export type CompanySettingsActor = { userId: number; isSystemAdmin: boolean };

/**
 * Saves the company settings: the organisation's own columns and the stored
 * rest in one transaction, with one audit row of what changed (none when
 * nothing did). Only a system admin changes the industry (403); a name or
 * domain another organisation has is refused with the field named (409).
 */
export async function writeCompanySettings(
  db: Database,
  scope: OrganisationScope,
  actor: CompanySettingsActor,
  input: CompanySettingsWrite,
  now: Date,
): Promise<CompanySettings> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(organisations).where(eq(organisations.id, scope.organisationId)).for('update');
      if (!row) throw notFound();
      const industry = input.industry ?? row.industry;
      if (industry !== row.industry && !actor.isSystemAdmin) throw forbidden(companySettingsMessages.industryOnlySystemAdmins);

      const name = input.name.trim();
      const domain = input.domain === undefined ? row.domain : input.domain ? normaliseDomain(input.domain) : null;
      await refuseClashes(tx, row.id, name, domain);

      const before = await readStored(tx, scope);
      const stored: StoredCompanySettings = {
        address: blankToNull(input.address, before.address),
        contact_phone: blankToNull(input.contact_phone, before.contact_phone),
        contact_email: blankToNull(input.contact_email, before.contact_email),
        default_time_zone: input.default_time_zone,
        default_phone_country: input.default_phone_country.toLowerCase(),
        date_format: input.date_format ?? before.date_format,
        time_format: input.time_format ?? before.time_format,
        first_day_of_week: input.first_day_of_week ?? before.first_day_of_week,
      };
      const changes = changedFields(auditedValues(row, before), auditedValues({ name, domain, industry }, stored));
      if (!changes) return answer(row, before, actor.isSystemAdmin);

      const [updated] = await tx.update(organisations).set({ name, domain, industry }).where(eq(organisations.id, row.id)).returning();
      if (!updated) throw notFound();
      await writeSetting(tx, scope, COMPANY_SETTINGS_KEY, stored);
      await recordAudit(tx, scope, { recordType: 'company_settings', actorUserId: actor.userId, action: 'Updated', changes, at: now });
      return answer(updated, stored, actor.isSystemAdmin);
    });
  } catch (error) {
    // The check names both clashes at once; the unique keys decide a race with another save or creation.
    const key = violatedUniqueKey(error);
    if (key === NAME_KEY) throw clash({ name: companySettingsMessages.nameTaken });
    if (key === DOMAIN_KEY) throw clash({ domain: companySettingsMessages.domainTaken });
    throw error;
  }
}

const clash = (fields: FieldErrors) => new HttpError(409, Object.values(fields)[0] ?? companySettingsMessages.nameTaken, { fields });

async function refuseClashes(db: Database, organisationId: number, name: string, domain: string | null) {
  const sameName = sql<boolean>`lower(${organisations.name}) = lower(${name})`;
  const sameDomain = domain ? sql<boolean>`lower(${organisations.domain}) = ${domain}` : sql<boolean>`false`;
  const clashes = await db
    .select({ sameName, sameDomain })
    .from(organisations)
    .where(and(ne(organisations.id, organisationId), or(sameName, sameDomain)));
  const fields: FieldErrors = {};
  if (clashes.some((row) => row.sameName)) fields.name = companySettingsMessages.nameTaken;
  if (clashes.some((row) => row.sameDomain)) fields.domain = companySettingsMessages.domainTaken;
  if (Object.keys(fields).length > 0) throw clash(fields);
}
