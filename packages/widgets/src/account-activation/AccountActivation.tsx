import { messages } from '@motorpool/api';
import type { ReactNode } from 'react';
import * as formStyles from '../ui/form/form.css';
import { AccountPanel, type AccountPageHost } from '../ui/form/AccountPanel';
import { FooterLink } from '../ui/form/FooterLink';
import { NewPasswordForm, newPasswordAlerts, type NewPasswordValues } from '../fields/new-password/NewPasswordForm';

/**
 * `/welcome-user?token=` (spec §2): the link being checked, a link that is no
 * good, the password set-up, an account that needs none, and activated.
 */
export const ACCOUNT_ACTIVATION_STEPS = ['verifying', 'invalid-link', 'set-password', 'ready', 'done'] as const;
export type AccountActivationStep = (typeof ACCOUNT_ACTIVATION_STEPS)[number];

export type AccountActivationProps = AccountPageHost & {
  step?: AccountActivationStep;
  /** Greets the person by name once the link checked out. */
  firstName?: string | null;
  email?: string | null;
  /** The chosen password and its confirmation, validated (spec §5 New password). */
  onActivate: (values: NewPasswordValues) => void | Promise<void>;
  /** Why the link is no good, when it is something other than the link (throttled, no answer); defaults to the catalogue's. */
  linkProblem?: string | null;
  /** The message once the account is active; defaults to the catalogue's. */
  doneMessage?: string | null;
  /** The failure title from the server, shown as an alert above the form. */
  serverError?: string | null;
  /** Field errors from the server; the password fields show theirs, the rest join the alert. */
  fieldErrors?: Record<string, string> | null;
};

/** Account activation from the welcome email, without any HTTP. */
export function AccountActivation({
  step = 'verifying',
  firstName,
  email,
  onActivate,
  linkProblem,
  doneMessage,
  serverError,
  fieldErrors,
  ...host
}: AccountActivationProps) {
  const welcome = firstName ? `Welcome, ${firstName}` : 'Welcome';
  const loginLink = (label: string) => (
    <FooterLink href={host.loginHref} onNavigate={host.onNavigate}>
      {label}
    </FooterLink>
  );
  const panel = (heading: string, lead: ReactNode, children: ReactNode, alerts: ReadonlyArray<string | null | undefined> = []) => (
    <AccountPanel heading={heading} lead={lead} alerts={alerts} logo={host.logo} theme={host.theme}>
      {children}
    </AccountPanel>
  );

  switch (step) {
    case 'verifying':
      return panel('Activate your account', null, <p role="status">Checking your activation link…</p>);
    case 'invalid-link':
      return panel('Activate your account', null, loginLink('Back to Login'), [linkProblem || messages.activation.invalid]);
    case 'set-password':
      return panel(
        welcome,
        email ? (
          <>
            Choose a password to activate your account, <strong>{email}</strong>.
          </>
        ) : (
          'Choose a password to activate your account.'
        ),
        <>
          <NewPasswordForm onSubmit={onActivate} submitLabel="Activate Account" submittingLabel="Activating…" email={email} fieldErrors={fieldErrors} />
          {loginLink('Back to Login')}
        </>,
        newPasswordAlerts(serverError, fieldErrors),
      );
    case 'ready':
      return panel(welcome, 'Your account already has a password. Activating it…', loginLink('Go to Login'));
    case 'done':
      return panel(
        'Account activated',
        null,
        <>
          <p role="status" className={formStyles.success}>
            {doneMessage || messages.activation.success}
          </p>
          {loginLink('Go to Login')}
        </>,
      );
  }
}
