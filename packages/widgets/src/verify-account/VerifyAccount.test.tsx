import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerifyAccount, type VerifyAccountProps } from './VerifyAccount';

function renderVerify(props: Partial<VerifyAccountProps> = {}) {
  const onSubmit = vi.fn<VerifyAccountProps['onSubmit']>();
  const onResend = vi.fn<VerifyAccountProps['onResend']>();
  const user = userEvent.setup();
  render(<VerifyAccount destination="dana@example.test" onSubmit={onSubmit} onResend={onResend} {...props} />);
  return {
    onSubmit,
    onResend,
    user,
    code: screen.getByLabelText('Verification code'),
    verify: screen.getByRole('button', { name: 'Verify' }),
    resend: screen.getByRole('button', { name: 'Resend code' }),
  };
}

describe('VerifyAccount (spec §5 OTP, Verification token)', () => {
  it('says where the code was sent', () => {
    renderVerify();

    expect(screen.getByText('dana@example.test')).toBeInTheDocument();
  });

  it(`says '${messages.otp.verificationRequired}' when submitted empty`, async () => {
    const { user, verify, onSubmit } = renderVerify();

    await user.click(verify);

    expect(await screen.findByText(messages.otp.verificationRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it(`says '${messages.otp.verificationRequired}' for fewer than 6 digits once left`, async () => {
    const { user, code } = renderVerify();

    await user.type(code, '123');
    await user.tab();

    expect(await screen.findByText(messages.otp.verificationRequired)).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(messages.otp.verificationRequired);
  });

  it('submits the 6 digits', async () => {
    const { user, code, verify, onSubmit } = renderVerify();

    await user.type(code, '654321');
    await user.click(verify);

    expect(onSubmit).toHaveBeenCalledWith({ token: '654321' });
  });

  it('clears the code and its message when a new one is asked for (spec §2)', async () => {
    const { user, code, verify, resend, onResend } = renderVerify();
    await user.type(code, '12');
    await user.click(verify);
    expect(await screen.findByText(messages.otp.verificationRequired)).toBeInTheDocument();

    await user.click(resend);

    expect(onResend).toHaveBeenCalledTimes(1);
    expect(code).toHaveValue('');
    expect(screen.queryByText(messages.otp.verificationRequired)).not.toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
  });

  it('reads "Sending…" while a new code is on its way', async () => {
    const { user, resend, onResend } = renderVerify();
    onResend.mockReturnValue(new Promise(() => undefined));

    await user.click(resend);

    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it("shows the resend confirmation, the server's failure and its word on the code", async () => {
    const { unmount } = render(<VerifyAccount onSubmit={vi.fn()} onResend={vi.fn()} notice={messages.accountChange.otpSent} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.accountChange.otpSent);
    unmount();

    renderVerify({ serverError: messages.activation.verifyFailure, fieldErrors: { token: messages.otp.invalid } });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.activation.verifyFailure);
    expect(await screen.findByText(messages.otp.invalid)).toBeInTheDocument();
  });
});
