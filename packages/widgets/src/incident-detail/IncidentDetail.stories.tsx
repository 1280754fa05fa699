import { incidentMessages, messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { affectedBookings, incidentAudits } from '../test-support/incident-form-fixtures';
import { closedIncident, criticalBlockingIncident, dismissedIncident, driverReportedIncident } from '../test-support/incident-fixtures';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { IncidentDetail } from './IncidentDetail';
import { INCIDENT_DETAIL_STATUSES } from './store';

const meta = {
  title: 'Widgets/Incident detail',
  component: IncidentDetail,
  args: {
    status: 'ready',
    incident: criticalBlockingIncident,
    audits: { items: incidentAudits, error: null },
    affected: { items: affectedBookings, error: null },
    onAction: fn(async () => null),
    onEdit: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: INCIDENT_DETAIL_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IncidentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Critical, verified, the vehicle off the road, and its future bookings to move or cancel. */
export const OffTheRoad: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lift the block' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Move to Corolla Pool 2' })).toBeInTheDocument();
    await expect(await canvas.findByText(incidentMessages.noFreeVehicle)).toBeInTheDocument();
  },
};

/** Just reported by a driver, seen by a manager: Verify, and a block is asked for but not yet in force. */
export const BlockAskedFor: Story = {
  args: {
    incident: { ...driverReportedIncident, may_manage: true, disallow_vehicle_for_bookings: true },
    affected: { items: affectedBookings.slice(0, 1), error: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  },
};

/** The reporter's own view: no actions. */
export const ReporterView: Story = {
  args: { incident: driverReportedIncident, affected: null, audits: { items: incidentAudits.slice(0, 1), error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Incident actions' })).not.toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { incident: closedIncident, affected: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    await expect(canvas.getByText('420.00')).toBeInTheDocument();
  },
};

export const Dismissed: Story = {
  args: { incident: dismissedIncident, affected: null, audits: { items: [], error: null } },
};

/** Close asks for the resolution note. */
export const CloseDialog: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Close incident' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Close incident' }));
    await expect(dialog.getByText(incidentMessages.resolutionRequired)).toBeInTheDocument();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** Cancel booking asks why. */
export const CancelBookingDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel booking 201' }));
    await expect(await canvas.findByRole('dialog', { name: 'Cancel booking 201?' })).toBeInTheDocument();
  },
};

/** The trail and the held-up bookings could not be loaded; the incident still shows. */
export const PartsFailed: Story = {
  args: { audits: { items: [], error: messages.request.unexpected }, affected: { items: [], error: messages.request.forbidden } },
};

export const Loading: Story = {
  args: { status: 'loading', incident: null },
};

export const NotFound: Story = {
  args: { status: 'not-found', incident: null, loadError: incidentMessages.notFound },
};

export const LoadFailed: Story = {
  args: { status: 'error', incident: null, loadError: messages.request.unexpected },
};

/** At 360 px: one column, the held-up bookings as cards. */
export const Phone: Story = {
  decorators: [inNarrowBox],
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
