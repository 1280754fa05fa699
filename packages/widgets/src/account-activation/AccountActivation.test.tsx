import { messages, newPasswordMessages } from '@motorpool/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STRONG_PASSWORD } from '../test-support/account-fixtures';
import { AccountActivation, type AccountActivationProps } from './AccountActivation';

function renderActivation(props: Partial<AccountActivationProps> = {}) {
  const onActivate = vi.fn<AccountActivationProps['onActivate']>();
  const user = userEvent.setup();
  render(<AccountActivation onActivate={onActivate} loginHref="/login" {...props} />);
  return { onActivate, user };
}

describe('AccountActivation', () => {
  it('says the link is being checked', () => {
    renderActivation({ step: 'verifying' });

    expect(screen.getByRole('status')).toHaveTextContent('Checking your activation link…');
  });

  it(`reads '${messages.activation.invalid}' for a link that is no good, with Back to Login`, () => {
    renderActivation({ step: 'invalid-link' });

    expect(screen.getByRole('alert')).toHaveTextContent(messages.activation.invalid);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });

  it('greets the person and activates with the chosen password', async () => {
    const { user, onActivate } = renderActivation({ step: 'set-password', firstName: 'Riley', email: 'riley@example.test' });
    const submit = screen.getByRole('button', { name: 'Activate Account' });
    expect(screen.getByRole('heading', { name: 'Welcome, Riley' })).toBeInTheDocument();
    expect(screen.getByText('riley@example.test')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('New Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), STRONG_PASSWORD);
    await user.click(submit);

    expect(onActivate).toHaveBeenCalledWith({ new_password: STRONG_PASSWORD, confirm_password: STRONG_PASSWORD });
  });

  it.each([
    ['', newPasswordMessages.required],
    ['Abc!1', newPasswordMessages.weak],
    [`Aa1!${'x'.repeat(47)}`, newPasswordMessages.tooLong],
  ])('checks the new password %j: %s', async (typed, message) => {
    const { user } = renderActivation({ step: 'set-password', firstName: 'Riley' });
    const password = screen.getByLabelText('New Password');

    await user.click(password);
    if (typed) await user.type(password, typed);
    await user.tab();

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it(`says '${newPasswordMessages.mismatch}' when the confirmation differs`, async () => {
    const { user } = renderActivation({ step: 'set-password', firstName: 'Riley' });

    await user.type(screen.getByLabelText('New Password'), STRONG_PASSWORD);
    await user.type(screen.getByLabelText('Confirm Password'), `${STRONG_PASSWORD}x`);
    await user.tab();

    expect(await screen.findByText(newPasswordMessages.mismatch)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Account' })).toBeDisabled();
  });

  it("shows the server's failure and field errors", async () => {
    renderActivation({
      step: 'set-password',
      serverError: messages.activation.invalid,
      fieldErrors: { confirm_password: newPasswordMessages.mismatch },
    });

    expect(screen.getByRole('alert')).toHaveTextContent(messages.activation.invalid);
    expect(await screen.findByText(newPasswordMessages.mismatch)).toBeInTheDocument();
  });

  it('sends someone who already has a password to sign in', () => {
    renderActivation({ step: 'ready', firstName: 'Riley' });

    expect(screen.getByRole('heading', { name: 'Welcome, Riley' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('confirms the activation', () => {
    renderActivation({ step: 'done' });

    expect(screen.getByRole('status')).toHaveTextContent(messages.activation.success);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
  });
});
