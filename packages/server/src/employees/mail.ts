import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { composeMessage } from '../messages/deliver';
import { activationUrl } from '../registration/register-driver';
import { issueLinkToken, LINK_PURPOSES } from '../security/link-tokens';
import type { OrganisationScope } from '../tenancy/tenancy';
import type { Activation } from './write';

export type EmployeeMailContext = { db: Database; mailer: Mailer; signingKey: Buffer; publicUrl: string; now: Date };

/** A member added by an administrator activates the account through the welcome link, as an approved sign-up does. */
export async function sendWelcome(context: EmployeeMailContext, scope: OrganisationScope, activation: Activation): Promise<void> {
  const url = await activationUrl(context, activation.userId, scope.organisationId);
  await context.mailer.send(context.db, {
    channel: 'email',
    to: activation.email,
    organisationId: scope.organisationId,
    content: await composeMessage(
      context.db,
      scope.organisationId,
      'account_activation',
      { first_name: activation.firstName, organisation: scope.tenancy.organisation?.name ?? '', url },
      context,
    ),
  });
}

/** The reset-password action (spec §6, employee_activate): the same link forgot-password sends. */
export async function sendPasswordReset(
  context: EmployeeMailContext,
  scope: OrganisationScope,
  user: { id: number; email: string; firstName: string },
): Promise<void> {
  const token = await issueLinkToken(
    context.db,
    context.signingKey,
    {
      purpose: LINK_PURPOSES.passwordReset,
      userId: user.id,
      organisationId: scope.organisationId,
    },
    context.now,
  );
  const url = `${context.publicUrl}/forgot-password?token=${encodeURIComponent(token)}`;
  await context.mailer.send(context.db, {
    channel: 'email',
    to: user.email,
    organisationId: scope.organisationId,
    content: await composeMessage(context.db, scope.organisationId, 'password_reset', { first_name: user.firstName, url }, context),
  });
}
