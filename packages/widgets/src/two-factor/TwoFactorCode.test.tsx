import { messages } from '@motorpool/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TwoFactorCode, type TwoFactorCodeProps } from './TwoFactorCode';

function renderCode(props: Partial<TwoFactorCodeProps> = {}) {
  const onSubmit = vi.fn<TwoFactorCodeProps['onSubmit']>();
  const user = userEvent.setup();
  render(<TwoFactorCode email="dana@example.test" onSubmit={onSubmit} {...props} />);
  return { onSubmit, user, code: screen.getByLabelText('Sign-in code'), submit: screen.getByRole('button', { name: 'Verify' }) };
}

describe('TwoFactorCode', () => {
  it('says where the code went and for which email', () => {
    renderCode();

    expect(screen.getByRole('region', { name: 'Enter your sign-in code' })).toHaveTextContent(messages.twoFactor.sent);
    expect(screen.getByText('dana@example.test')).toBeInTheDocument();
  });

  it('offers the one-time-code autofill and a numeric keypad', () => {
    const { code } = renderCode();

    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
  });

  it(`says '${messages.otp.required}' when submitted empty`, async () => {
    const { user, submit, code, onSubmit } = renderCode();

    await user.click(submit);

    expect(await screen.findByText(messages.otp.required)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(messages.otp.required);
    expect(code).toHaveFocus();
    expect(submit).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`says '${messages.otp.invalid}' for fewer than 6 digits once the field is left`, async () => {
    const { user, code } = renderCode();

    await user.type(code, '12345');
    await user.tab();

    expect(await screen.findByText(messages.otp.invalid)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps only the digits, at most 6, and submits them', async () => {
    const { user, code, submit, onSubmit } = renderCode();

    await user.type(code, 'ab12 34-567');
    expect(code).toHaveValue('123456');
    await user.click(submit);

    expect(onSubmit).toHaveBeenCalledWith({ otp: '123456' });
  });

  it('reads "Verifying…" and is disabled while the code is checked', async () => {
    const { user, code, submit, onSubmit } = renderCode();
    onSubmit.mockReturnValue(new Promise(() => undefined));

    await user.type(code, '123456');
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
  });

  it("shows the server's failure as an alert and its word on the code under the field", async () => {
    renderCode({ serverError: messages.twoFactor.failure, fieldErrors: { otp: 'This code has expired', email: 'Unknown email' } });

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(messages.twoFactor.failure);
    expect(alert).toHaveTextContent('Unknown email');
    expect(await screen.findByText('This code has expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Sign-in code')).toHaveAccessibleDescription('This code has expired');
  });

  it('links back to login only when given where', async () => {
    const onNavigate = vi.fn();
    const { unmount } = render(<TwoFactorCode email="dana@example.test" onSubmit={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Back to Login' })).not.toBeInTheDocument();
    unmount();

    const { user } = renderCode({ loginHref: '/login', onNavigate });
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));

    expect(onNavigate).toHaveBeenCalledWith('/login');
  });
});
