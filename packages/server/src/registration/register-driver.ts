import { and, eq, inArray, sql } from 'drizzle-orm';
import { messages, type DriverRegistration } from '@motorpool/api';
import type { Database } from '../db/database';
import { employeeDepartments, employeeExtensions, registrationRequests, roles, users } from '../db/schema';
import { violatedUniqueKey } from '../db/unique-violation';
import { EMPLOYEE_ID_KEY } from '../employees/checks';
import { signUpColumns, type SignUpColumns } from '../employees/sign-up-details';
import { saveTagValues } from '../employees/tags';
import { badRequest, HttpError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { composeMessage, deliverToMembers } from '../messages/deliver';
import { issueLinkToken, LINK_PURPOSES } from '../security/link-tokens';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { phoneDigits, phoneEntered } from './driver-details';
import type { Organisation } from './public-organisation';
import { readSignUpApprovers } from './registration-settings';

/** Self-registered members join with this role (spec §4 Sign-up: "driver self-registration"). */
export const PENDING_APPROVAL = 'Pending Approval';
export const ACTIVE = 'Active';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const emailTaken = () => badRequest(messages.signUp.emailTaken, { fields: { email: messages.signUp.emailTaken } });

/** Whether the address already has a membership (of any status) in the organisation. */
export async function hasMembership(db: Database, scope: OrganisationScope, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), sql`lower(${users.email}) = ${normaliseEmail(email)}`))
    .limit(1);
  return row !== undefined;
}

export type DriverSignUp = {
  email: string;
  firstName: string;
  lastName: string;
  branchId: number;
  driver: DriverRegistration;
  autoAccept: boolean;
};

export type RegisteredDriver = { userId: number; firstName: string; requestId: number };

const employeeIdTaken = () => badRequest(messages.request.invalid, { fields: { 'driver.employeeId': messages.userForm.employeeIdInUse } });

/**
 * Creates (or reuses — membership is per organisation) the account, the
 * membership with the Driver role and the driver details (licence, HR
 * details, departments, custom fields) and the registration request, all
 * or nothing. The membership's unique keys decide a race between two submits.
 */
export async function registerDriver(db: Database, scope: OrganisationScope, signUp: DriverSignUp, now: Date): Promise<RegisteredDriver> {
  const email = signUp.email.trim();
  const phone = phoneEntered(signUp.driver.phone) ? `+${phoneDigits(signUp.driver.phone)}` : null;
  const countryCode = phone && signUp.driver.phone ? signUp.driver.phone.countryCode.trim().toUpperCase() || null : null;
  const status = signUp.autoAccept ? ACTIVE : PENDING_APPROVAL;
  const columns = await signUpColumns(db, scope, signUp.driver, signUp.branchId);

  try {
    return await insertRegistration(db, scope, signUp, { email, phone, countryCode, status, columns }, now);
  } catch (error) {
    // Another sign-up claimed the Employee ID since signUpColumns checked it.
    if (violatedUniqueKey(error) === EMPLOYEE_ID_KEY) throw employeeIdTaken();
    throw error;
  }
}

/** The role self sign-up and invited drivers get: the one marked for it (spec §6 Driver, whatever it is called now). */
export async function signUpRole(db: Database, scope: OrganisationScope): Promise<{ id: number } | undefined> {
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(inOrganisation(roles.organisationId, scope), eq(roles.isSignUpRole, true)));
  return role;
}

type RegistrationRows = {
  email: string;
  phone: string | null;
  countryCode: string | null;
  status: string;
  columns: SignUpColumns;
};

async function insertRegistration(db: Database, scope: OrganisationScope, signUp: DriverSignUp, rows: RegistrationRows, now: Date): Promise<RegisteredDriver> {
  const { email, phone, countryCode, status, columns } = rows;
  return db.transaction(async (tx) => {
    const role = await signUpRole(tx, scope);
    if (!role) {
      console.error(`[registration] organisation ${scope.organisationId} has no role marked for sign-up; sign-up refused`);
      throw new HttpError(500, messages.signUp.failure);
    }

    await tx
      .insert(users)
      .values({ email, firstName: signUp.firstName.trim(), lastName: signUp.lastName.trim(), phone, countryCode, isEmailVerified: true })
      .onConflictDoNothing();
    const [user] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
    if (!user) throw new Error('registered user not found');
    // An existing account just proved this address with the OTP.
    if (!user.isEmailVerified || (!user.phone && phone)) {
      await tx
        .update(users)
        .set({ isEmailVerified: true, ...(!user.phone && phone ? { phone, countryCode } : {}) })
        .where(eq(users.id, user.id));
    }

    const [extension] = await tx
      .insert(employeeExtensions)
      .values({ ...columns.extension, organisationId: scope.organisationId, userId: user.id, roleId: role.id, branchId: signUp.branchId, status })
      .onConflictDoNothing({ target: [employeeExtensions.organisationId, employeeExtensions.userId] })
      .returning({ id: employeeExtensions.id });
    if (!extension) throw emailTaken();
    if (columns.departmentIds.length > 0) {
      await tx
        .insert(employeeDepartments)
        .values(columns.departmentIds.map((departmentId) => ({ employeeExtensionId: extension.id, departmentId, organisationId: scope.organisationId })));
    }
    await saveTagValues(tx, scope, extension.id, columns.tagWrites);

    const { branch: _branch, ...details } = signUp.driver;
    const [request] = await tx
      .insert(registrationRequests)
      .values({
        organisationId: scope.organisationId,
        userId: user.id,
        employeeExtensionId: extension.id,
        status,
        payload: { first_name: signUp.firstName.trim(), last_name: signUp.lastName.trim(), driver: details },
        decidedAt: signUp.autoAccept ? now : null,
      })
      .returning({ id: registrationRequests.id });
    if (!request) throw new Error('registration request insert returned nothing');
    return { userId: user.id, firstName: user.firstName, requestId: request.id };
  });
}

export type MailContext = { db: Database; mailer: Mailer; signingKey: Buffer; publicUrl: string; now: Date };

/** The `/welcome-user?token=` link that activates a membership (another module serves it). */
export async function activationUrl(context: MailContext, userId: number, organisationId: number): Promise<string> {
  const token = await issueLinkToken(context.db, context.signingKey, { purpose: LINK_PURPOSES.activation, userId, organisationId }, context.now);
  return `${context.publicUrl}/welcome-user?token=${encodeURIComponent(token)}`;
}

/** The approvers of USER_SIGNUP_APPROVER who are still active members (a stale pk in the setting is skipped). */
export async function activeApprovers(db: Database, scope: OrganisationScope): Promise<{ id: number; email: string; firstName: string }[]> {
  const approverIds = await readSignUpApprovers(db, scope);
  if (approverIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(
      and(
        inOrganisation(employeeExtensions.organisationId, scope),
        inArray(employeeExtensions.userId, approverIds),
        inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
        eq(employeeExtensions.isDeleted, false),
        eq(users.isActive, true),
      ),
    );
}

/** Auto-accepted: the welcome email with the activation link. Pending: a receipt to the driver, a note to each approver. */
export async function announceRegistration(
  context: MailContext,
  scope: OrganisationScope,
  organisation: Organisation,
  driver: RegisteredDriver & { email: string; name: string },
  autoAccepted: boolean,
): Promise<void> {
  const { db, mailer } = context;
  if (autoAccepted) {
    const url = await activationUrl(context, driver.userId, organisation.id);
    await mailer.send(db, {
      channel: 'email',
      to: driver.email,
      organisationId: organisation.id,
      content: await composeMessage(db, organisation.id, 'account_activation', { first_name: driver.firstName, organisation: organisation.name, url }, context),
    });
    return;
  }
  await mailer.send(db, {
    channel: 'email',
    to: driver.email,
    organisationId: organisation.id,
    content: await composeMessage(db, organisation.id, 'registration_received', { first_name: driver.firstName, organisation: organisation.name }, context),
  });
  const approvers = await activeApprovers(db, scope);
  await deliverToMembers(db, {
    organisationId: organisation.id,
    code: 'registration_pending',
    recipients: approvers.map((approver) => ({ userId: approver.id, email: approver.email, firstName: approver.firstName })),
    variables: (approver) => ({
      first_name: approver.firstName,
      applicant: driver.name,
      applicant_email: driver.email,
      organisation: organisation.name,
      url: `${context.publicUrl}/registration-request`,
    }),
    bellUrl: () => '/registration-request',
    mailer,
    context,
  });
}
