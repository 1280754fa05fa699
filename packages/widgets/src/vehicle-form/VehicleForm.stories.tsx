import { messages, vehicleMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { vehicleLookups } from '../test-support/master-config-fixtures';
import { branchRefs, corolla, costCentres, vehicleTagGroups } from '../test-support/vehicle-fixtures';
import { VEHICLE_FORM_STATUSES } from './store';
import { VehicleForm } from './VehicleForm';

const meta = {
  title: 'Widgets/Vehicle form',
  component: VehicleForm,
  args: { branches: branchRefs, costCentres, tagGroups: vehicleTagGroups, onSave: fn(async () => true), onDelete: fn(), onCancel: fn(), onRetry: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: VEHICLE_FORM_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VehicleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add Vehicle, empty, at a chosen branch. */
export const Add: Story = {
  args: { defaultBranch: 21 },
};

/** Save pressed with nothing filled in: each required field says so, in vehicleMessages' words. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Year/ }), '1900');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    for (const message of [
      vehicleMessages.nameRequired,
      vehicleMessages.classRequired,
      vehicleMessages.registrationRequired,
      vehicleMessages.branchRequired,
      vehicleMessages.yearRange,
    ]) {
      await expect(await canvas.findByText(message)).toBeInTheDocument();
    }
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Edit Vehicle with every section filled in, its custom fields and Delete. */
export const Edit: Story = {
  args: { vehicle: corolla },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Registration Number' })).toHaveValue('ABC123');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { vehicle: corolla, saving: true },
};

/** Delete confirmed and under way. */
export const Deleting: Story = {
  args: { vehicle: corolla, deleting: true },
};

/** The server refused the save: its title, and its messages on their fields. */
export const ServerErrors: Story = {
  args: {
    vehicle: corolla,
    serverError: vehicleMessages.registrationInUse,
    fieldErrors: { registrations_num: vehicleMessages.registrationInUse },
  },
};

/** The server refused the delete: upcoming bookings. */
export const DeleteRefused: Story = {
  args: { vehicle: corolla, serverError: vehicleMessages.hasBookings },
};

/** The lists the form chooses from could not be loaded; the rest still works. */
export const ListsFailed: Story = {
  args: { branches: [], costCentres: [], tagGroups: null, optionErrors: { branches: messages.request.unexpected, tagGroups: messages.request.forbidden } },
};

export const Loading: Story = {
  args: { status: 'loading' },
};

export const LoadFailed: Story = {
  args: { status: 'error', loadError: vehicleMessages.notFound },
};

export const FleetShareTheme: Story = {
  args: { vehicle: corolla, theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};

/** With the organisation's lists (master configuration): Class, Make, Model, Paint, Body Type and Fuel Type are selects; the Corolla keeps White, no longer a listed colour. */
export const WithLookupLists: Story = {
  args: { vehicle: corolla, lookups: vehicleLookups },
};
