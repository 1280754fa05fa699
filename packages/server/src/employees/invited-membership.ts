import { and, eq } from 'drizzle-orm';
import { messages, UpdateExtensionRequest, validateWith, type FieldErrors } from '@motorpool/api';
import type { Database } from '../db/database';
import { employeeExtensions } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { employeeIdTaken, isActiveMemberEmail } from './checks';
import { checkRecipients, checkReferences, organisationLookups } from './references';
import { checkUserTags } from '../custom-fields/check';
import { planLicenceReminders } from './licence-expiry';
import { saveTagValues } from './tags';
import { plan, replaceDepartments, replaceRecipients, type CurrentState } from './write';

const NOTHING_HELD: CurrentState = { departmentIds: [], recipientIds: [], tags: new Map(), booked: false };
/** Each pass leaves out what the last refused; what still fails after these is dropped, leaving role and branch. */
const CHECK_PASSES = 3;

/** The membership fields an invitation may carry: the user form's, less the account's own and the pk. */
type Chosen = UpdateExtensionRequest;

/** The chosen fields without those the checks refused, so the rest still applies. */
function withoutRefused(chosen: Chosen, fields: FieldErrors): Chosen {
  const refusedTags = new Set<string>();
  const kept: Record<string, unknown> = { ...chosen };
  for (const path of Object.keys(fields)) {
    const [head = '', ...rest] = path.split('.');
    if (head === 'user_tags') refusedTags.add(rest.join('.').toLowerCase());
    else delete kept[head];
  }
  if (chosen.user_tags && refusedTags.size > 0) kept.user_tags = chosen.user_tags.filter((tag) => !refusedTags.has(tag.tag_group_name.trim().toLowerCase()));
  return kept as Chosen;
}

/** What the admin chose, checked against the organisation as it is now (a department may have gone since the invitation). */
async function plannedMembership(
  tx: Database,
  scope: OrganisationScope,
  stored: Record<string, unknown>,
  roleId: number,
  branchId: number,
  memberId: number | null,
) {
  const validated = validateWith(UpdateExtensionRequest, stored);
  // Role and branch are the invitation's own columns, which the database ties to this organisation.
  const placement: Chosen = { role: roleId, branch: branchId };
  let chosen: Chosen = validated.ok ? { ...validated.value, ...placement } : placement;
  const lookups = await organisationLookups(tx, scope);
  for (let pass = 0; pass < CHECK_PASSES; pass += 1) {
    const planned = plan(chosen, null, NOTHING_HELD);
    const { extension } = planned;
    const fields: FieldErrors = {
      ...planned.fields,
      ...checkReferences(lookups, { hub: chosen.hub, departments: chosen.departments, cost_centre: chosen.cost_centre }),
    };
    if (planned.recipientIds) Object.assign(fields, await checkRecipients(tx, scope, planned.recipientIds));
    if (extension.employeeId && (await employeeIdTaken(tx, scope, extension.employeeId, memberId))) fields.employee_id = messages.userForm.employeeIdInUse;
    if (extension.manager && !(await isActiveMemberEmail(tx, scope, extension.manager))) fields.manager = messages.driverDetails.managerInvalid;
    const tags = checkUserTags(chosen.user_tags ?? [], {
      groups: lookups.userTagGroups,
      stored: new Map(),
      own: { branchId, hubId: extension.hubId ?? null },
      branches: lookups.branches,
      enforceMandatory: false,
    });
    Object.assign(fields, tags.fields);
    if (Object.keys(fields).length === 0) return { planned, tagWrites: tags.writes };
    chosen = withoutRefused(chosen, fields);
  }
  return { planned: plan(placement, null, NOTHING_HELD), tagWrites: new Map() };
}

/**
 * The member an accepted invitation makes, or brings back when the person
 * was a member before (a deleted membership): the invitation's role and
 * branch, and when it carries one (an account that was already in use) the
 * membership the inviting administrator chose. A field that no longer fits
 * the organisation (a department deleted since, an Employee ID given to
 * someone else meanwhile) is left out rather than failing the acceptance.
 */
export async function joinInvitedMember(
  tx: Database,
  scope: OrganisationScope,
  invitation: { userId: number; memberId: number | null; roleId: number; branchId: number; membership: Record<string, unknown> | null },
  now: Date,
): Promise<number> {
  const { userId, memberId, roleId, branchId, membership } = invitation;
  const chosen = membership ? await plannedMembership(tx, scope, membership, roleId, branchId, memberId) : null;
  const joined = { status: 'Active', ...chosen?.planned.extension, roleId, branchId, isDeleted: false };
  let extensionId = memberId;
  if (extensionId === null) {
    const [created] = await tx
      .insert(employeeExtensions)
      .values({ ...joined, organisationId: scope.organisationId, userId })
      .returning({ id: employeeExtensions.id });
    if (!created) throw new Error('member insert returned nothing');
    extensionId = created.id;
  } else {
    await tx
      .update(employeeExtensions)
      .set(joined)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, extensionId)));
  }
  if (chosen) {
    const { departmentIds, recipientIds } = chosen.planned;
    if (departmentIds) await replaceDepartments(tx, scope, extensionId, departmentIds);
    if (recipientIds) await replaceRecipients(tx, scope, extensionId, recipientIds);
    if (chosen.tagWrites.size > 0) await saveTagValues(tx, scope, extensionId, chosen.tagWrites);
  }
  // The invitation may carry a licence with its reminder on: the member's reminders start with the membership.
  await planLicenceReminders(tx, scope.organisationId, [extensionId], now);
  return extensionId;
}
