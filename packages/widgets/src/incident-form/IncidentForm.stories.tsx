import { incidentMessages, messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookingSubject, fixedNow, personSubject, poolVehicles, vehicleSubject } from '../test-support/incident-form-fixtures';
import { criticalBlockingIncident, driverReportedIncident, incidentTypes } from '../test-support/incident-fixtures';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { disallowHints, IncidentForm } from './IncidentForm';
import { INCIDENT_FORM_STATUSES } from './store';

const meta = {
  title: 'Widgets/Incident form',
  component: IncidentForm,
  args: {
    types: incidentTypes,
    vehicles: poolVehicles,
    now: fixedNow,
    onSave: fn(async () => true),
    onUpload: fn(async () => 'https://placehold.co/320x320/png?text=Damage'),
    onLocate: fn(async () => ({ latitude: -37.8146, longitude: 144.9712 })),
    onCancel: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: INCIDENT_FORM_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IncidentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the incidents page: the vehicle is chosen in the form. */
export const Report: Story = {};

/** From a booking's detail or the check-in dialog: the booking and its vehicle are fixed. */
export const FromBooking: Story = {
  args: { subject: bookingSubject },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Booking 101 · Dana Driver · 24/11/2026 08:00 AM')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: 'Vehicle' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Take the vehicle off the road' })).toBeInTheDocument();
  },
};

/** From a vehicle row. */
export const FromVehicle: Story = {
  args: { subject: vehicleSubject },
};

/** From a user row (a traffic offence): no vehicle, so nothing to take off the road. */
export const AboutPerson: Story = {
  args: { subject: personSubject },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: 'Take the vehicle off the road' })).not.toBeInTheDocument();
  },
};

/** Choosing Accident ticks Critical (its default) and opens the third-party and police sections. */
export const AccidentDefaults: Story = {
  args: { subject: bookingSubject },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Incident Type' }), 'Accident');
    await expect(canvas.getByRole('checkbox', { name: 'Critical' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Insurer/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Sub-type/ })).toBeInTheDocument();
  },
};

/** A type that blocks at once ticks Take the vehicle off the road, and says the block needs no manager. */
export const BlockingType: Story = {
  args: { subject: vehicleSubject },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Incident Type' }), 'Mechanical fault');
    await expect(canvas.getByRole('checkbox', { name: 'Take the vehicle off the road' })).toBeChecked();
    await expect(canvas.getByText(disallowHints.atOnce)).toBeInTheDocument();
  },
};

/** Report pressed with nothing chosen: the type and the vehicle say so. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    await expect(await canvas.findByText(incidentMessages.typeRequired)).toBeInTheDocument();
    await expect(canvas.getByText(incidentMessages.subjectRequired)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A manager edits a reported incident: Verified is offered. */
export const Edit: Story = {
  args: { incident: { ...driverReportedIncident, may_manage: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Verified' })).not.toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toHaveValue(driverReportedIncident.description);
  },
};

/** An accident with everything filled in: photos, tags, coordinates, the other party and the police. */
export const EditAccident: Story = {
  args: { incident: criticalBlockingIncident },
};

export const Saving: Story = {
  args: { subject: bookingSubject, saving: true },
};

/** The server refused the save: its title, and its messages on their fields. */
export const ServerErrors: Story = {
  args: {
    subject: bookingSubject,
    serverError: incidentMessages.reportedInFuture,
    fieldErrors: { reported_on: incidentMessages.reportedInFuture, 'third_party.phone': 'Phone must be at most 30 characters' },
  },
};

/** The server refused the caller (403): its title. */
export const Forbidden: Story = {
  args: { subject: bookingSubject, serverError: incidentMessages.notOwnBooking },
};

/** The caller may not report on this subject: said instead of the form. */
export const Refused: Story = {
  args: { subject: vehicleSubject, refusal: incidentMessages.dealerVehicle },
};

/** The incident types could not be loaded: said at the field; the rest of the form still works. */
export const TypesFailed: Story = {
  args: { types: [], typesError: messages.request.unexpected },
};

export const Loading: Story = {
  args: { status: 'loading' },
};

export const LoadFailed: Story = {
  args: { status: 'error', loadError: incidentMessages.notFound },
};

/** At 360 px: one column. */
export const Phone: Story = {
  args: { subject: bookingSubject },
  decorators: [inNarrowBox],
};

export const FleetShareTheme: Story = {
  args: { subject: bookingSubject, theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
