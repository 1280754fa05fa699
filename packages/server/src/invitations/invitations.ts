import { and, asc, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import {
  mayGrantPrivilegedRoles,
  messages,
  newPasswordMessages,
  type AcceptInviteRequest,
  type Invite,
  type InviteDetails,
  type InviteOptions,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, employeeExtensions, invites, organisations, roles, sessions, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { hashToken, newSessionToken } from '../auth/tokens';
import { badRequest, HttpError, notFound } from '../http/errors';
import type { Page } from '../http/pagination';
import type { MailContent, Mailer } from '../mail/mailer';
import { deliverToMembers, renderMessage } from '../messages/deliver';
import { loadTemplate, type LoadedTemplate } from '../messages/templates';
import { isActiveMemberEmail } from '../employees/checks';
import { joinInvitedMember } from '../employees/invited-membership';
import { privilegedRoleIds } from '../employees/references';
import { anonymousScope } from '../registration/public-organisation';
import { signToken, verifyToken } from '../security/signed-token';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { enforce } from '../tenancy/permissions';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const INVITE_PURPOSE = 'invite';

export const INVITE_STATUS = { pending: 'Pending Approval', resent: 'Resent', accepted: 'Accepted', expired: 'Expired' } as const;

export type InviteContext = { db: Database; mailer: Mailer; signingKey: Buffer; publicUrl: string; sessionDays: number; now: Date };
export type Inviter = { id: number; name: string };

const DAY_MS = 24 * 60 * 60 * 1000;

type InviteRow = { invite: typeof invites.$inferSelect; roleName: string; branchName: string };

/** Expiry is shown, not stored: an unaccepted invite past its date reads Expired (spec §3 Invite). */
function displayedStatus(invite: typeof invites.$inferSelect, now: Date): Invite['status']['name'] {
  if (invite.status === INVITE_STATUS.accepted) return INVITE_STATUS.accepted;
  if (invite.expiresAt <= now) return INVITE_STATUS.expired;
  return invite.status === INVITE_STATUS.resent ? INVITE_STATUS.resent : INVITE_STATUS.pending;
}

function toInvite({ invite, roleName, branchName }: InviteRow, now: Date): Invite {
  return {
    pk: invite.id,
    status: { name: displayedStatus(invite, now) },
    role: { pk: invite.roleId, name: roleName },
    branch: { pk: invite.branchId, name: branchName },
    invited_by: invite.invitedBy === null ? null : { pk: invite.invitedBy },
    email: invite.email,
    name: invite.name,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
  };
}

function inviteRows(db: Database, scope: OrganisationScope) {
  return db
    .select({ invite: invites, roleName: roles.name, branchName: branches.name })
    .from(invites)
    .innerJoin(roles, and(eq(roles.id, invites.roleId), inOrganisation(roles.organisationId, scope)))
    .innerJoin(branches, and(eq(branches.id, invites.branchId), inOrganisation(branches.organisationId, scope)))
    .$dynamic();
}

async function inviteById(db: Database, scope: OrganisationScope, id: number): Promise<InviteRow | null> {
  const [row] = await inviteRows(db, scope).where(and(inOrganisation(invites.organisationId, scope), eq(invites.id, id)));
  return row ?? null;
}

export async function listInvites(db: Database, scope: OrganisationScope, page: Page, now: Date): Promise<{ rows: Invite[]; total: number }> {
  const where = inOrganisation(invites.organisationId, scope);
  const [rows, [total]] = await Promise.all([
    inviteRows(db, scope).where(where).orderBy(desc(invites.createdAt), desc(invites.id)).limit(page.pageSize).offset(page.offset),
    db.select({ value: count() }).from(invites).where(where),
  ]);
  return { rows: rows.map((row) => toInvite(row, now)), total: total?.value ?? 0 };
}

export async function inviteOptions(db: Database, scope: OrganisationScope): Promise<InviteOptions> {
  const [roleRows, branchRows, guarded] = await Promise.all([
    db.select({ pk: roles.id, name: roles.name }).from(roles).where(inOrganisation(roles.organisationId, scope)).orderBy(asc(roles.name), asc(roles.id)),
    db
      .select({ pk: branches.id, name: branches.name })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.isActive, true), eq(branches.isDeleted, false)))
      .orderBy(asc(branches.name), asc(branches.id)),
    privilegedRoleIds(db, scope),
  ]);
  const mayGrantGuarded = mayGrantPrivilegedRoles(scope.tenancy);
  return { roles: roleRows.filter((role) => mayGrantGuarded || !guarded.has(role.pk)), branches: branchRows };
}

function newInviteToken(key: Buffer, now: Date) {
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  return { token: signToken(key, { purpose: INVITE_PURPOSE, expiresAt }), expiresAt };
}

/** The organisation's invitation wording, loaded once for however many invitations go out. */
export type InvitationTemplate = LoadedTemplate<'invitation'>;

export async function invitationTemplate(db: Database, scope: OrganisationScope): Promise<InvitationTemplate> {
  return loadTemplate(db, scope.organisationId, 'invitation');
}

/** The invitation email: who invites the person to which organisation, and the link that accepts. */
export function invitationMail(
  template: InvitationTemplate,
  publicUrl: string,
  scope: OrganisationScope,
  inviter: Inviter,
  name: string,
  token: string,
): MailContent {
  const url = `${publicUrl}/csl-register?invite=${encodeURIComponent(token)}`;
  const variables = { name, organisation: scope.tenancy.organisation?.name ?? '', inviter: inviter.name, url };
  return renderMessage(template, variables, { publicUrl }).content;
}

async function sendInvitation(context: InviteContext, scope: OrganisationScope, inviter: Inviter, invite: { email: string; name: string }, token: string) {
  await context.mailer.send(context.db, {
    channel: 'email',
    to: invite.email,
    organisationId: scope.organisationId,
    content: invitationMail(await invitationTemplate(context.db, scope), context.publicUrl, scope, inviter, invite.name, token),
  });
}

/**
 * `membership`: for an account already in use that the users form or import
 * adds, the membership fields chosen there, applied when its holder accepts.
 */
export type NewInvite = { email: string; name: string; roleId: number; branchId: number; membership?: Record<string, unknown> | null };

/**
 * Invite rows, each with a fresh link; answers the links to send, in order.
 * The role, branch and guard checks are the caller's.
 */
export async function insertInvitations(
  db: Database,
  signingKey: Buffer,
  scope: OrganisationScope,
  inviter: Inviter,
  inputs: readonly NewInvite[],
  now: Date,
): Promise<{ id: number; email: string; name: string; token: string }[]> {
  if (inputs.length === 0) return [];
  const issued = inputs.map((input) => ({ email: input.email.trim(), name: input.name.trim(), input, ...newInviteToken(signingKey, now) }));
  const rows = await db
    .insert(invites)
    .values(
      issued.map(({ email, name, input, token, expiresAt }) => ({
        organisationId: scope.organisationId,
        email,
        name,
        roleId: input.roleId,
        branchId: input.branchId,
        invitedBy: inviter.id,
        status: INVITE_STATUS.pending,
        tokenHash: hashToken(token),
        expiresAt,
        membership: input.membership ?? null,
      })),
    )
    .returning({ id: invites.id, tokenHash: invites.tokenHash });
  const idByHash = new Map(rows.map((row) => [row.tokenHash, row.id]));
  return issued.map(({ email, name, token }) => {
    const id = idByHash.get(hashToken(token));
    if (id === undefined) throw new Error('invite insert returned nothing');
    return { id, email, name, token };
  });
}

/**
 * Records one invitation and emails its link, answering its id. The caller has
 * checked role, branch and the inviter's rights: `createInvitation` below, or
 * the users form, whose save checks them the same way for an account in use as
 * for a new one, so that the answer cannot differ by whether the account exists.
 */
export async function issueInvitation(context: InviteContext, scope: OrganisationScope, inviter: Inviter, input: NewInvite): Promise<number> {
  const [created] = await insertInvitations(context.db, context.signingKey, scope, inviter, [input], context.now);
  if (!created) throw new Error('invite insert returned nothing');
  await sendInvitation(context, scope, inviter, created, created.token);
  return created.id;
}

/** Creates the invitation and emails its link; role and branch must be this organisation's (the composite keys agree). */
export async function createInvitation(context: InviteContext, scope: OrganisationScope, inviter: Inviter, input: NewInvite): Promise<Invite> {
  const { db } = context;
  const [[role], [branch], guarded] = await Promise.all([
    db
      .select({ id: roles.id })
      .from(roles)
      .where(and(inOrganisation(roles.organisationId, scope), eq(roles.id, input.roleId))),
    db
      .select({ id: branches.id })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, input.branchId), eq(branches.isActive, true), eq(branches.isDeleted, false))),
    privilegedRoleIds(db, scope),
  ]);
  const fields: Record<string, string> = {};
  if (!role) fields.role = messages.field.invalid;
  if (!branch) fields.branch = messages.field.invalid;
  if (Object.keys(fields).length > 0) throw badRequest(messages.request.invalid, { fields });
  if (guarded.has(input.roleId)) enforce(mayGrantPrivilegedRoles(scope.tenancy));
  if (await isActiveMemberEmail(db, scope, input.email, { activeAccountOnly: false }))
    throw new HttpError(409, messages.invite.alreadyMember, { fields: { email: messages.invite.alreadyMember } });

  const created = await issueInvitation(context, scope, inviter, input);
  const row = await inviteById(db, scope, created);
  if (!row) throw new Error('created invite not found');
  return toInvite(row, context.now);
}

/** A fresh link and a fresh week; the old link stops working. Refused once accepted (spec §4 Invite lifecycle). */
export async function resendInvitation(context: InviteContext, scope: OrganisationScope, inviter: Inviter, inviteId: number): Promise<Invite> {
  const { db } = context;
  const existing = await inviteById(db, scope, inviteId);
  if (!existing) throw notFound();
  if (existing.invite.status === INVITE_STATUS.accepted) throw new HttpError(409, messages.invite.accepted);
  const { token, expiresAt } = newInviteToken(context.signingKey, context.now);
  const [updated] = await db
    .update(invites)
    .set({ tokenHash: hashToken(token), expiresAt, status: INVITE_STATUS.resent })
    .where(and(inOrganisation(invites.organisationId, scope), eq(invites.id, inviteId), ne(invites.status, INVITE_STATUS.accepted)))
    .returning({ id: invites.id });
  if (!updated) throw new HttpError(409, messages.invite.accepted);
  await sendInvitation(context, scope, inviter, existing.invite, token);
  const row = await inviteById(db, scope, inviteId);
  if (!row) throw notFound();
  return toInvite(row, context.now);
}

type LiveInvite = InviteRow & { scope: OrganisationScope; organisation: typeof organisations.$inferSelect };

/**
 * The invitation a link names, if it can still be accepted; otherwise 400
 * saying why (not valid, already accepted, expired). A resent invitation's
 * old link is simply not valid any more.
 */
export async function liveInvite(db: Database, key: Buffer, token: string, now: Date, email?: string): Promise<LiveInvite> {
  const check = verifyToken(key, token, INVITE_PURPOSE, now);
  if (!check.ok && check.reason !== 'expired') throw badRequest(messages.invite.invalid);
  // The token names its organisation only through its row, so this lookup cannot be scoped beforehand.
  const [found] = await db
    .select({ invite: invites, organisation: organisations })
    .from(invites)
    .innerJoin(organisations, eq(organisations.id, invites.organisationId))
    .where(eq(invites.tokenHash, hashToken(token)));
  if (!found) throw badRequest(messages.invite.invalid);
  if (email !== undefined && email.trim().toLowerCase() !== found.invite.email.toLowerCase()) throw badRequest(messages.invite.invalid);
  if (found.invite.status === INVITE_STATUS.accepted) throw badRequest(messages.invite.accepted);
  if (!check.ok || found.invite.expiresAt <= now) throw badRequest(messages.invite.expired);
  const scope = anonymousScope(found.organisation);
  const row = await inviteById(db, scope, found.invite.id);
  if (!row) throw badRequest(messages.invite.invalid);
  return { ...row, scope, organisation: found.organisation };
}

async function accountByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user ?? null;
}

/** An account someone can sign in to; a password-less one (pending activation) still needs a password set. */
const isUsableAccount = (user: typeof users.$inferSelect | null) => user !== null && user.passwordHash !== null;

export async function describeInvite(db: Database, key: Buffer, token: string, now: Date, email?: string): Promise<InviteDetails> {
  const live = await liveInvite(db, key, token, now, email);
  return {
    email: live.invite.email,
    name: live.invite.name,
    organisation: { pk: live.organisation.id, name: live.organisation.name },
    role: { pk: live.invite.roleId, name: live.roleName },
    branch: { pk: live.invite.branchId, name: live.branchName },
    existing_account: isUsableAccount(await accountByEmail(db, live.invite.email)),
  };
}

const setUpField = (name: string) => `employee_extension.${name}`;

/**
 * The invited person's set-up: a new account (password required) or the
 * existing one, an Active membership with the invite's role and branch, the
 * invite marked Accepted, and a new session. The conditional UPDATE on the
 * invite makes the link single-use even under concurrent submits.
 */
export async function acceptInvitation(context: InviteContext, request: AcceptInviteRequest): Promise<{ token: string; organisation: number }> {
  const { db } = context;
  const live = await liveInvite(db, context.signingKey, request.token, context.now);
  const details = request.employee_extension;
  const existing = await accountByEmail(db, live.invite.email);
  if (existing && !existing.isActive) throw badRequest(messages.invite.invalid);

  let passwordHash: string | null = null;
  if (!isUsableAccount(existing)) {
    if (!details.password) {
      throw badRequest(messages.request.invalid, { fields: { [setUpField('password')]: newPasswordMessages.required } });
    }
    if (details.confirm_password !== details.password) {
      throw badRequest(newPasswordMessages.mismatch, { fields: { [setUpField('confirm_password')]: newPasswordMessages.mismatch } });
    }
    // Hashing is slow on purpose; do it before the transaction holds the connection.
    passwordHash = await hashPassword(details.password);
  }

  const sessionToken = newSessionToken();
  const { scope } = live;
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(invites)
      .set({ status: INVITE_STATUS.accepted, acceptedAt: context.now })
      .where(
        and(
          inOrganisation(invites.organisationId, scope),
          eq(invites.id, live.invite.id),
          ne(invites.status, INVITE_STATUS.accepted),
          gt(invites.expiresAt, context.now),
        ),
      )
      .returning({ id: invites.id });
    if (!claimed) throw badRequest(messages.invite.accepted);

    await tx
      .insert(users)
      .values({
        email: live.invite.email,
        firstName: details.first_name.trim(),
        lastName: details.last_name.trim(),
        passwordHash,
        phone: details.phone ?? null,
        isEmailVerified: true,
      })
      .onConflictDoNothing();
    const [user] = await tx.select().from(users).where(sql`lower(${users.email}) = ${live.invite.email.toLowerCase()}`);
    if (!user) throw new Error('invited user not found');
    // The link reached this mailbox, so the address is verified; a password-less account gets the one just chosen.
    await tx
      .update(users)
      .set({
        isEmailVerified: true,
        ...(user.passwordHash === null && passwordHash ? { passwordHash } : {}),
        ...(!user.phone && details.phone ? { phone: details.phone } : {}),
      })
      .where(eq(users.id, user.id));

    const [membership] = await tx
      .select({ id: employeeExtensions.id, status: employeeExtensions.status, isDeleted: employeeExtensions.isDeleted })
      .from(employeeExtensions)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.userId, user.id)));
    if (membership && !membership.isDeleted && ACTIVE_MEMBER_STATUSES.includes(membership.status)) {
      throw new HttpError(409, messages.invite.alreadyMember);
    }
    await joinInvitedMember(
      tx,
      scope,
      {
        userId: user.id,
        memberId: membership?.id ?? null,
        roleId: live.invite.roleId,
        branchId: live.invite.branchId,
        membership: live.invite.membership,
      },
      context.now,
    );

    if (live.invite.invitedBy !== null) {
      const name = `${details.first_name.trim()} ${details.last_name.trim()}`;
      const inviters = await tx
        .select({ userId: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, live.invite.invitedBy));
      await deliverToMembers(tx, {
        organisationId: scope.organisationId,
        code: 'invitation_accepted',
        recipients: inviters,
        variables: (inviter) => ({ first_name: inviter.firstName, name, organisation: live.organisation.name, url: `${context.publicUrl}/invite-users` }),
        bellUrl: () => '/invite-users',
        mailer: context.mailer,
        context,
      });
    }

    await tx.insert(sessions).values({
      tokenHash: hashToken(sessionToken),
      userId: user.id,
      organisationId: scope.organisationId,
      expiresAt: new Date(context.now.getTime() + context.sessionDays * DAY_MS),
    });
  });
  return { token: sessionToken, organisation: scope.organisationId };
}
