import { and, asc, count, eq } from 'drizzle-orm';
import { isSignUpApprover, type RegistrationRequest } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, employeeExtensions, registrationRequests, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { Page } from '../http/pagination';
import { composeMessage } from '../messages/deliver';
import { enforce } from '../tenancy/permissions';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { activationUrl, ACTIVE, PENDING_APPROVAL, type MailContext } from './register-driver';
import { readSignUpApprovers } from './registration-settings';

export const ALREADY_DECIDED = 'This registration request has already been decided.';
export const REGISTRATION_ACCEPTED = 'Registration request accepted. A welcome email is on its way to the driver.';

/** Only the people USER_SIGNUP_APPROVER names may see or accept registration requests (spec §6). */
export async function requireSignUpApprover(db: Database, scope: OrganisationScope, userId: number): Promise<void> {
  const approvers = await readSignUpApprovers(db, scope);
  enforce(isSignUpApprover({ userId }, approvers));
}

/** A request as approvers list it; the driver's answers travel along under `details`. */
export type ListedRegistrationRequest = RegistrationRequest & { first_name: string; last_name: string; details: unknown };

export async function pendingRequests(db: Database, scope: OrganisationScope, page: Page): Promise<{ rows: ListedRegistrationRequest[]; total: number }> {
  const where = and(inOrganisation(registrationRequests.organisationId, scope), eq(registrationRequests.status, PENDING_APPROVAL));
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: registrationRequests, user: users, branchId: branches.id, branchName: branches.name })
      .from(registrationRequests)
      .innerJoin(users, eq(users.id, registrationRequests.userId))
      .innerJoin(employeeExtensions, eq(employeeExtensions.id, registrationRequests.employeeExtensionId))
      .leftJoin(branches, eq(branches.id, employeeExtensions.branchId))
      .where(where)
      .orderBy(asc(registrationRequests.createdAt), asc(registrationRequests.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(registrationRequests).where(where),
  ]);
  return {
    rows: rows.map(({ request, user, branchId, branchName }) => {
      const payload = (request.payload ?? {}) as { driver?: unknown };
      return {
        pk: request.id,
        name: `${user.firstName} ${user.lastName}`.trim(),
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        branch: branchId !== null && branchName !== null ? { pk: branchId, name: branchName } : null,
        status: { name: request.status },
        created_at: request.createdAt.toISOString(),
        details: payload.driver ?? null,
      };
    }),
    total: total?.value ?? 0,
  };
}

/**
 * Accepts a pending request: request and membership become Active together,
 * and the driver gets the activation link. The status guard in the UPDATE
 * makes a second (or concurrent) accept a 409 rather than a second email.
 */
export async function acceptRequest(context: MailContext, scope: OrganisationScope, requestId: number, approverId: number): Promise<void> {
  const { db } = context;
  const [request] = await db
    .select({ id: registrationRequests.id, status: registrationRequests.status })
    .from(registrationRequests)
    .where(and(inOrganisation(registrationRequests.organisationId, scope), eq(registrationRequests.id, requestId)));
  if (!request) throw notFound();
  if (request.status !== PENDING_APPROVAL) throw new HttpError(409, ALREADY_DECIDED);

  const accepted = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(registrationRequests)
      .set({ status: ACTIVE, decidedBy: approverId, decidedAt: context.now })
      .where(
        and(
          inOrganisation(registrationRequests.organisationId, scope),
          eq(registrationRequests.id, requestId),
          eq(registrationRequests.status, PENDING_APPROVAL),
        ),
      )
      .returning({ userId: registrationRequests.userId, extensionId: registrationRequests.employeeExtensionId });
    if (!decided) return null;
    await tx
      .update(employeeExtensions)
      .set({ status: ACTIVE })
      .where(
        and(
          inOrganisation(employeeExtensions.organisationId, scope),
          eq(employeeExtensions.id, decided.extensionId),
          eq(employeeExtensions.status, PENDING_APPROVAL),
        ),
      );
    const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, decided.userId));
    return user ? { ...decided, ...user } : null;
  });
  if (!accepted) throw new HttpError(409, ALREADY_DECIDED);

  const organisation = scope.tenancy.organisation;
  const organisationName = organisation?.name ?? '';
  const url = await activationUrl(context, accepted.userId, scope.organisationId);
  await context.mailer.send(db, {
    channel: 'email',
    to: accepted.email,
    organisationId: scope.organisationId,
    content: await composeMessage(
      db,
      scope.organisationId,
      'registration_accepted',
      { first_name: accepted.firstName, organisation: organisationName, url },
      context,
    ),
  });
}
