import { and, asc, eq } from 'drizzle-orm';
import type { AskField } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, costCentres, departments } from '../db/schema';
import { entriesOfLists } from '../master-config/entries';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { signUpBranchVisible } from '../visibility/rules';
import { BRANCH_ALIAS } from './driver-details';
import type { RegistrationSettings } from './registration-settings';

/** Branches a driver may register into: active and not deleted. */
export async function registrableBranches(db: Database, scope: OrganisationScope): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(inOrganisation(branches.organisationId, scope), eq(branches.isActive, true), eq(branches.isDeleted, false)))
    .orderBy(asc(branches.name), asc(branches.id));
}

export async function isRegistrableBranch(db: Database, scope: OrganisationScope, branchId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, branchId), eq(branches.isActive, true), eq(branches.isDeleted, false)));
  return row !== undefined;
}

/** Spec §5: "Branch is required when branch visibility is not False"; the organisation's switch (visibility rules) turns it to optional. */
export function branchAskField(options: { id: number; name: string }[], required = true): AskField {
  return {
    name: BRANCH_ALIAS,
    label: 'Branch',
    data_type: 'textselect',
    alias: BRANCH_ALIAS,
    visibility: required ? null : false,
    options: options.map((branch) => ({ value: String(branch.id), label: branch.name })),
  };
}

/** The organisation's departments or cost centres as a question's choices, by pk (how sign-up-details reads an answer). */
async function namedChoices(db: Database, scope: OrganisationScope, table: typeof departments | typeof costCentres): Promise<AskField['options']> {
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inOrganisation(table.organisationId, scope)).orderBy(asc(table.name));
  return rows.map((row) => ({ value: String(row.id), label: row.name }));
}

const CHOICES_OF: Partial<Record<string, typeof departments | typeof costCentres>> = { departments, costCentre: costCentres };

/** The organisation's active licence classes (master configuration), in the list's order. */
async function licenceClassChoices(db: Database, scope: OrganisationScope): Promise<AskField['options']> {
  const entries = await entriesOfLists(db, scope, ['licence-classes']);
  return entries
    .filter((entry) => entry.isActive)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((entry) => ({ value: entry.label, label: entry.label }));
}

/**
 * The organisation's ask-fields with Branch always appended (spec §3). A
 * department or cost centre question chosen on the settings screen carries no
 * options of its own: it offers the organisation's current ones; the licence
 * class question offers the organisation's active licence classes.
 */
export async function askFieldsFor(db: Database, scope: OrganisationScope, settings: RegistrationSettings): Promise<AskField[]> {
  const asked = await Promise.all(
    settings.askFields.map(async (field) => {
      // The classes are the organisation's list, whatever options the question was saved with.
      if (field.alias === 'licenseClass') return { ...field, options: await licenceClassChoices(db, scope) };
      const table = CHOICES_OF[field.alias];
      return field.options?.length || !table ? field : { ...field, options: await namedChoices(db, scope, table) };
    }),
  );
  const [branches, branchVisible] = await Promise.all([registrableBranches(db, scope), signUpBranchVisible(db, scope)]);
  return [...asked, branchAskField(branches, branchVisible)];
}
