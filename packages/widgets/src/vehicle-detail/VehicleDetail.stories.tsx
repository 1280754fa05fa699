import { messages, vehicleMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { closedIncident, criticalBlockingIncident, driverReportedIncident } from '../test-support/incident-fixtures';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { corolla, leaf } from '../test-support/vehicle-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { NO_INCIDENTS_TEXT } from './detail-values';
import { VEHICLE_DETAIL_STATUSES } from './store';
import { VehicleDetail } from './VehicleDetail';

const offTheRoad = {
  ...corolla,
  blocked: { incident: criticalBlockingIncident.pk, reference: criticalBlockingIncident.reference, reason: 'Accident', from: '2026-11-24T10:20:00Z' },
};

const meta = {
  title: 'Widgets/Vehicle detail',
  component: VehicleDetail,
  args: {
    status: 'ready',
    vehicle: corolla,
    incidents: { items: [driverReportedIncident, closedIncident], error: null },
    onEdit: fn(),
    onReportIncident: fn(),
    onOpenIncident: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: VEHICLE_DETAIL_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VehicleDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A manager's view: Edit and Report incident, and the incidents reported on the vehicle, each opening the incident. */
export const WithIncidents: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report incident' }));
    await expect(args.onReportIncident).toHaveBeenCalledWith(corolla);
    await userEvent.click(await canvas.findByRole('button', { name: `Open incident ${closedIncident.reference}` }));
    await expect(args.onOpenIncident).toHaveBeenCalledWith(closedIncident.pk);
  },
};

/** Kept from bookings by a critical incident: why, and the incident to open. */
export const OffTheRoad: Story = {
  args: { vehicle: offTheRoad, incidents: { items: [criticalBlockingIncident, closedIncident], error: null } },
  play: async ({ canvasElement, args }) => {
    const note = within(within(canvasElement).getByRole('note'));
    await expect(note.getByText(/Off the road: Accident/)).toBeInTheDocument();
    await userEvent.click(note.getByRole('button', { name: `Open incident ${criticalBlockingIncident.reference}` }));
    await expect(args.onOpenIncident).toHaveBeenCalledWith(criticalBlockingIncident.pk);
  },
};

/** A driver's view of an inactive vehicle with nothing reported: no actions, the missing values as dashes. */
export const ReadOnlyNoIncidents: Story = {
  args: { vehicle: leaf, incidents: { items: [], error: null }, onEdit: undefined, onReportIncident: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(NO_INCIDENTS_TEXT)).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Vehicle actions' })).not.toBeInTheDocument();
  },
};

/** The incidents could not be listed: the vehicle still shows, with why. */
export const IncidentsFailed: Story = {
  args: { incidents: { items: [], error: messages.request.forbidden } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(messages.request.forbidden)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', vehicle: null },
};

export const NotFound: Story = {
  args: { status: 'not-found', vehicle: null, loadError: vehicleMessages.notFound },
};

export const LoadFailed: Story = {
  args: { status: 'error', vehicle: null, loadError: messages.request.unexpected },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 360 px: the details in one column, the incidents scrolling inside their own box. */
export const Phone: Story = {
  args: { vehicle: offTheRoad, incidents: { items: [criticalBlockingIncident, closedIncident], error: null } },
  decorators: [inNarrowBox],
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
