import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { organisations } from '../test-support/fixtures';
import { SignIn, type SignInProps } from './SignIn';

function renderSignIn(props: Partial<SignInProps> = {}) {
  const onSubmit = vi.fn<SignInProps['onSubmit']>();
  const user = userEvent.setup();
  render(<SignIn onSubmit={onSubmit} {...props} />);
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const submit = screen.getByRole('button', { name: 'Sign In' });
  return { onSubmit, user, email, password, submit };
}

describe('SignIn validation messages (spec §5)', () => {
  it('names both required fields when an empty form is submitted', async () => {
    const { user, submit, email, onSubmit } = renderSignIn();
    expect(submit).toBeEnabled();

    await user.click(submit);

    expect(await screen.findByText(messages.email.required)).toBeInTheDocument();
    expect(screen.getByText(messages.password.required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(email).toHaveFocus();
  });

  it.each([
    ['a', messages.email.tooShort],
    [`${'a'.repeat(40)}@example.com`, messages.email.tooLong],
    ['dana.example.test', messages.email.invalid],
    ['dana@', messages.email.invalid],
  ])('says what is wrong with the email %j once the field is left', async (typed, message) => {
    const { user, email } = renderSignIn();

    await user.type(email, typed);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.tab();

    const error = await screen.findByText(message);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(error).toBeVisible();
  });

  it('asks for the email when the field is left empty', async () => {
    const { user, email } = renderSignIn();

    await user.click(email);
    await user.tab();

    expect(await screen.findByText(messages.email.required)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(messages.email.required);
  });

  it('accepts an email of exactly 2 and exactly 50 characters as far as length goes', async () => {
    const { user, email } = renderSignIn();
    const fifty = `${'a'.repeat(38)}@example.com`;
    expect(fifty).toHaveLength(50);

    await user.type(email, fifty);
    await user.tab();
    expect(screen.queryByText(messages.email.tooLong)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.clear(email);
    await user.type(email, 'ab');
    expect(await screen.findByText(messages.email.invalid)).toBeInTheDocument();
    expect(screen.queryByText(messages.email.tooShort)).not.toBeInTheDocument();
  });

  it('asks for the password and limits it to 50 characters', async () => {
    const { user, password } = renderSignIn();

    await user.click(password);
    await user.tab();
    expect(await screen.findByText(messages.password.required)).toBeInTheDocument();

    await user.type(password, 'x'.repeat(51));
    expect(await screen.findByText(messages.password.tooLong)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(messages.password.tooLong);
  });

  it('requires an organisation only while the chooser is shown', async () => {
    const { user, email, password, submit, onSubmit } = renderSignIn({ organisations });
    const chooser = screen.getByLabelText('Organisation');
    expect(screen.getByRole('option', { name: 'Select organisation' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Harbour City Fleet' })).toBeInTheDocument();

    await user.type(email, 'dana@example.test');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(await screen.findByText(messages.organisation.required)).toBeInTheDocument();
    expect(chooser).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(chooser, 'Custom Fleet Victoria');
    expect(screen.queryByText(messages.organisation.required)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(onSubmit).toHaveBeenCalledWith({ email: 'dana@example.test', password: 'secret', organisation_id: 12 });
  });

  it('shows no chooser and no organisation rule without a list', async () => {
    const { user, email, password, submit, onSubmit } = renderSignIn({ organisations: [] });
    expect(screen.queryByLabelText('Organisation')).not.toBeInTheDocument();

    await user.type(email, '  dana@example.test ');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(onSubmit).toHaveBeenCalledWith({ email: 'dana@example.test', password: 'secret' });
  });
});

describe('SignIn submit button', () => {
  it('is disabled while errors show and enabled again once they are corrected', async () => {
    const { user, email, password, submit } = renderSignIn();

    await user.click(submit);
    expect(submit).toBeDisabled();

    await user.type(email, 'dana@example.test');
    expect(submit).toBeDisabled();
    await user.type(password, 'secret');
    expect(submit).toBeEnabled();
  });

  it('reads "Signing in…" and is disabled while submitting', async () => {
    let finish: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { user, email, password, submit, onSubmit } = renderSignIn();
    onSubmit.mockReturnValue(pending);

    await user.type(email, 'dana@example.test');
    await user.type(password, 'secret');
    await user.click(submit);

    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});

describe('SignIn server feedback', () => {
  it('shows the login failure title as an alert', () => {
    renderSignIn({ serverError: messages.login.failure });

    expect(screen.getByRole('alert')).toHaveTextContent(messages.login.failure);
  });

  it('shows server field errors under their fields and the rest in the alert', async () => {
    renderSignIn({ fieldErrors: { email: 'This email is not registered', detail: 'Try again later' } });

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('This email is not registered')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This email is not registered');
    expect(screen.getByRole('alert')).toHaveTextContent('Try again later');
  });

  it('explains the organisation chooser as guidance, not as a failure', () => {
    renderSignIn({ organisations, hint: 'Choose the organisation to sign in to.' });

    expect(screen.getByRole('status')).toHaveTextContent('Choose the organisation to sign in to.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Organisation')).toHaveAccessibleDescription('Choose the organisation to sign in to.');
  });

  it('falls back to the catalogue wording for the chooser hint', () => {
    renderSignIn({ organisations });

    expect(screen.getByRole('status')).toHaveTextContent(messages.login.chooseOrganisation);
  });

  it('moves focus to the chooser when it appears after a submit', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<SignIn onSubmit={onSubmit} />);
    expect(screen.queryByLabelText('Organisation')).not.toBeInTheDocument();

    rerender(<SignIn onSubmit={onSubmit} organisations={organisations} />);

    await waitFor(() => expect(screen.getByLabelText('Organisation')).toHaveFocus());
  });
});

describe('SignIn theme', () => {
  it('marks its root with the chosen theme', () => {
    render(<SignIn onSubmit={() => undefined} theme="fleet-share" heading="Fleet Share" />);

    expect(screen.getByRole('region', { name: 'Fleet Share' })).toHaveAttribute('data-motorpool-theme', 'fleet-share');
  });
});

describe('SignIn remember me (spec §2, §4)', () => {
  it('starts with the remembered email and the box ticked', () => {
    renderSignIn({ defaultEmail: 'dana@example.test', defaultRememberMe: true });

    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.test');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('sends remember_me only when ticked', async () => {
    const { user, email, password, submit, onSubmit } = renderSignIn();

    await user.type(email, 'dana@example.test');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit);

    expect(onSubmit).toHaveBeenCalledWith({ email: 'dana@example.test', password: 'secret', remember_me: true });
  });

  it('toggles the box with Enter instead of submitting the form', async () => {
    const { user, onSubmit } = renderSignIn();
    const rememberMe = screen.getByRole('checkbox', { name: 'Remember me' });

    rememberMe.focus();
    await user.keyboard('{Enter}');
    expect(rememberMe).toBeChecked();
    await user.keyboard('{Enter}');
    expect(rememberMe).not.toBeChecked();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByText(messages.email.required)).not.toBeInTheDocument();
  });
});

describe('SignIn links and brand', () => {
  it('shows no links it was not given', () => {
    renderSignIn();

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows forgot password, register, SSO and privacy links where they lead', () => {
    renderSignIn({
      forgotPasswordHref: '/forgot-password',
      registerHref: '/register',
      ssoHref: '/sso',
      privacyPolicyHref: 'https://example.test/privacy',
    });

    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign in with SSO' })).toHaveAttribute('href', '/sso');
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy).toHaveAttribute('href', 'https://example.test/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("follows in-app links through the host's router when it has one", async () => {
    const onNavigate = vi.fn();
    const { user } = renderSignIn({ forgotPasswordHref: '/forgot-password', privacyPolicyHref: 'https://example.test/privacy', onNavigate });

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));

    expect(onNavigate).toHaveBeenCalledWith('/forgot-password');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it("shows the brand's logo above the heading", () => {
    renderSignIn({ logo: { src: '/logo.svg', alt: 'Fleet Share' }, heading: 'Sign in to Fleet Share' });

    expect(screen.getByRole('img', { name: 'Fleet Share' })).toHaveAttribute('src', '/logo.svg');
    expect(screen.getByRole('heading', { name: 'Sign in to Fleet Share' })).toBeInTheDocument();
  });
});
