import { and, asc, eq } from 'drizzle-orm';
import type { AskField } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
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

export function branchAskField(options: { id: number; name: string }[]): AskField {
  return {
    name: BRANCH_ALIAS,
    label: 'Branch',
    data_type: 'textselect',
    alias: BRANCH_ALIAS,
    visibility: null,
    options: options.map((branch) => ({ value: String(branch.id), label: branch.name })),
  };
}

/** The organisation's ask-fields with Branch always appended (spec §3). */
export async function askFieldsFor(db: Database, scope: OrganisationScope, settings: RegistrationSettings): Promise<AskField[]> {
  return [...settings.askFields, branchAskField(await registrableBranches(db, scope))];
}
