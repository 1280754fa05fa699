import { masterConfigMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { licenceClassAudits, licenceClasses, vehicleMakes, vehicleModels } from '../test-support/master-config-fixtures';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { MasterConfig } from './MasterConfig';

const meta = {
  title: 'Widgets/Master configuration',
  component: MasterConfig,
  args: {
    list: 'licence-classes',
    entryId: null,
    status: 'ready',
    entries: licenceClasses,
    canEdit: true,
    onSelectList: fn(),
    onOpenEntry: fn(),
    onSave: fn(async () => true),
    onMove: fn(),
    onToggleActive: fn(),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
    trail: { status: 'ready', entries: licenceClassAudits, timeZone: 'Australia/Sydney' },
  },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MasterConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Licence classes in order, MC deactivated; only the unused ones offer Delete; the trail under them. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Licence classes' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Move C up' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Delete C' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reactivate MC' })).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { status: 'loading', entries: [] } };

export const Empty: Story = { args: { list: 'colours', entries: [], trail: { status: 'ready', entries: [] } } };

export const LoadError: Story = { args: { status: 'error', error: 'You do not have permission to perform this action.', entries: [] } };

/** A member without master-config_update sees the lists and no buttons. */
export const ReadOnly: Story = { args: { canEdit: false, trail: undefined } };

/** `{id}` is `new`: the empty form above the list. */
export const Adding: Story = { args: { entryId: 'new' } };

/** `{id}` is a model's pk: its label and make, the deactivated Holden still offered because the model has it. */
export const EditingModel: Story = { args: { list: 'vehicle-models', entries: vehicleModels, makes: vehicleMakes, entryId: 24 } };

/** An `{id}` the list does not have. */
export const UnknownEntry: Story = { args: { entryId: 999 } };

/** The server refused the label; its message under the field, what was typed kept. */
export const SaveRefused: Story = {
  args: { entryId: 2, onSave: fn(async () => false), saveError: masterConfigMessages.labelTaken, saveFieldErrors: { label: masterConfigMessages.labelTaken } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(masterConfigMessages.labelTaken)).toBeInTheDocument();
  },
};

export const Saving: Story = { args: { entryId: 2, saving: true } };

/** A move under way: the row's buttons wait. */
export const Moving: Story = { args: { busyPk: 3 } };

/** Delete asks first, then waits for the server. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete LR' }));
    await userEvent.click(within(canvas.getByRole('dialog', { name: 'Delete LR?' })).getByRole('button', { name: 'Delete' }));
  },
};

/** In a 360 px box the lists wrap and each entry's buttons go under its label. */
export const Narrow: Story = { decorators: [inNarrowBox] };

export const FleetShareTheme: Story = { args: { theme: 'fleet-share' } };
