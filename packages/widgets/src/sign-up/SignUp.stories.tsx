import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { askFields, branchField, signUpCheck, signUpDetails, termsAsContent, termsAsLink, TODAY } from '../test-support/registration-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { SignUp } from './SignUp';

const meta = {
  title: 'Widgets/Sign up',
  component: SignUp,
  args: {
    step: 0,
    today: TODAY,
    onRequestOtp: fn(),
    onEmailBlur: fn(),
    onVerifyOtp: fn(),
    onResendOtp: fn(),
    onBackToSignUp: fn(),
    onRegister: fn(),
    onDone: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    step: { control: 'inline-radio', options: [0, 1, 2] },
  },
} satisfies Meta<typeof SignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

const otpStep = {
  step: 1,
  details: signUpDetails,
  email: signUpDetails.email,
  organisationName: signUpCheck.organisation.name,
  askFields: [branchField],
} as const;

const driverStep = {
  step: 2,
  details: signUpDetails,
  email: signUpDetails.email,
  organisationName: signUpCheck.organisation.name,
  askFields,
} as const;

/** Step 0: details and Request OTP. */
export const Details: Story = {};

/** Step 0 submitted empty: every required message of spec §5 sign-up. */
export const DetailsRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Request OTP' }));

    await expect(await canvas.findByText(messages.signUp.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.signUp.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.email.required)).toBeVisible();
    await expect(canvas.getByText(messages.signUp.organisationRequired)).toBeVisible();
    await expect(args.onRequestOtp).not.toHaveBeenCalled();
  },
};

/** Step 0 with a bad email and a 6-digit organisation code. */
export const DetailsInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First Name'), 'Riley');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Nguyen');
    await userEvent.type(canvas.getByLabelText('Email'), 'riley@');
    await userEvent.type(canvas.getByLabelText('Organisation Code'), '123456');
    await userEvent.tab();

    await expect(await canvas.findByText(messages.signUp.emailInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.signUp.organisationInvalid)).toBeVisible();
  },
};

/** The email is being checked with the server: the submit waits. */
export const EmailChecking: Story = {
  args: { details: signUpDetails, emailCheck: { email: signUpDetails.email, status: 'checking' } },
};

/** The server says the email already has an account. */
export const EmailTaken: Story = {
  args: { details: signUpDetails, emailCheck: { email: signUpDetails.email, status: 'taken' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messages.signUp.emailTaken)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request OTP' })).toBeDisabled();
  },
};

/** Spec §8: the organisation check refused the details. */
export const DetailsRejected: Story = {
  args: { details: signUpDetails, serverError: messages.signUp.invalidDetails },
};

/** The organisation check placed an error on the organisation code. */
export const DetailsFieldError: Story = {
  args: {
    details: signUpDetails,
    serverError: messages.signUp.invalidDetails,
    fieldErrors: { org: 'No organisation uses this code' },
  },
};

/** Spec §8: the OTP could not be sent. */
export const OtpSendFailed: Story = {
  args: { details: signUpDetails, serverError: messages.signUp.otpSendFailed },
};

/** Step 1 just after the OTP went out, terms as a link. */
export const Otp: Story = {
  args: { ...otpStep, notice: messages.signUp.otpSent, terms: termsAsLink.TermsAndConditionsUserRegistration },
};

/** Step 1 with the organisation's terms as text. */
export const OtpWithTermsContent: Story = {
  args: { ...otpStep, terms: termsAsContent.TermsAndConditionsUserRegistration },
};

/** Step 1 submitted empty: OTP and terms messages. */
export const OtpRequired: Story = {
  args: { ...otpStep, terms: termsAsLink.TermsAndConditionsUserRegistration },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));

    await expect(await canvas.findByText(messages.otp.required)).toBeVisible();
    await expect(canvas.getByText(messages.otp.termsRequired)).toBeVisible();
    await expect(args.onVerifyOtp).not.toHaveBeenCalled();
  },
};

/** Step 1 with a code that is not 6 digits. */
export const OtpInvalid: Story = {
  args: { ...otpStep, terms: termsAsLink.TermsAndConditionsUserRegistration },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('OTP'), '123');
    await userEvent.tab();
    await expect(await canvas.findByText(messages.otp.invalid)).toBeVisible();
  },
};

/** Spec §8: verification failed. */
export const OtpNotSubmitted: Story = {
  args: { ...otpStep, serverError: messages.signUp.otpNotSubmitted },
};

/** Spec §4: registration answered 422, so the verification must be done again. */
export const VerificationExpired: Story = {
  args: { ...otpStep, serverError: messages.otp.invalid },
};

/** Step 2 with every kind of field, Branch last. */
export const DriverDetails: Story = {
  args: { ...driverStep },
};

/** Step 2 of an organisation that asks only for the Branch. */
export const DriverDetailsBranchOnly: Story = {
  args: { ...driverStep, askFields: [branchField] },
};

/** Step 2 submitted empty: every driver-detail and custom-field message of spec §5. */
export const DriverDetailsRequired: Story = {
  args: { ...driverStep },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));

    await expect(await canvas.findByText(messages.driverDetails.branchRequired)).toBeVisible();
    for (const text of [
      messages.driverDetails.phoneRequired,
      messages.driverDetails.managerRequired,
      messages.driverDetails.licenseClassRequired,
      messages.driverDetails.selectAtLeastOne,
      'Employee ID is required',
      'Date of Birth is required',
      `Parking Bay ${messages.driverDetails.cannotBeEmpty}`,
      `Vehicle Preference ${messages.driverDetails.fieldRequired}`,
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

/** Step 2 with out-of-range dates, a short phone and a bad manager email. */
export const DriverDetailsInvalid: Story = {
  args: { ...driverStep },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone Number'), '41234');
    await userEvent.type(canvas.getByLabelText('Date of Birth'), '30/12/1910');
    await userEvent.type(canvas.getByLabelText("Line Manager's Email"), 'manager@');
    await userEvent.type(canvas.getByLabelText('License Expiry Date'), '01/01/2100');
    await userEvent.tab();

    await expect(await canvas.findByText(messages.driverDetails.phoneInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.driverDetails.dateOfBirthRange)).toBeVisible();
    await expect(canvas.getByText(messages.driverDetails.managerInvalid)).toBeVisible();
    await expect(canvas.getByText(messages.driverDetails.licenseExpiryRange)).toBeVisible();
  },
};

/** A New Zealand licence offers New Zealand regions as licence states. */
export const DriverDetailsNewZealandLicence: Story = {
  args: { ...driverStep },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Country of issue'), 'New Zealand');
    await expect(within(canvas.getByLabelText('License State')).getByRole('option', { name: 'Canterbury' })).toBeInTheDocument();
  },
};

/** Spec §8: registration failed for another reason. */
export const RegistrationFailed: Story = {
  args: { ...driverStep, askFields: [branchField], serverError: messages.signUp.failure },
};

/** Spec §8: nothing to show in step 2. */
export const NoFieldsAvailable: Story = {
  args: { ...driverStep, askFields: [] },
};

/** The thank-you dialog of an organisation that approves each request. */
export const ThankYouPendingApproval: Story = {
  args: { ...driverStep, askFields: [branchField], registered: { isAutoAccepted: false } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: messages.signUp.thankYou });
    await expect(dialog).toHaveAccessibleDescription(messages.signUp.pendingApproval);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onDone).toHaveBeenCalledWith(false);
  },
};

/** The thank-you dialog with auto approval. */
export const ThankYouAutoApproved: Story = {
  args: { ...driverStep, askFields: [branchField], registered: { isAutoAccepted: true } },
};

/** The custom fleet-share brand. */
export const FleetShareTheme: Story = {
  args: { ...driverStep, theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
