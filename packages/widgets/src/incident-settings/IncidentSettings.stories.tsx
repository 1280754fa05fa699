import { incidentMessages, messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { incidentSettings, incidentTypes } from '../test-support/incident-fixtures';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { IN_USE_REASON } from './incident-type-rows';
import { IncidentSettings } from './IncidentSettings';

const meta = {
  title: 'Widgets/Incident settings',
  component: IncidentSettings,
  args: {
    status: 'ready',
    types: incidentTypes,
    settings: incidentSettings,
    onAdd: fn(async () => true),
    onRename: fn(async () => true),
    onSwitch: fn(),
    onDelete: fn(async () => undefined),
    onSaveSettings: fn(async () => true),
    onRetry: fn(),
  },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IncidentSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five types, some with sub-types; one type and one sub-type inactive; types in use cannot be deleted. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete Accident' })).toHaveAccessibleDescription(IN_USE_REASON);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Blocks the vehicle: Damage / Scratch or dent' }));
    await expect(args.onSwitch).toHaveBeenCalled();
  },
};

/** A sub-type added under Accident. */
export const AddSubType: Story = {
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Add an incident type' }));
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Sub-type of (optional)' }), 'Accident');
    await userEvent.type(form.getByRole('textbox', { name: 'New sub-type of Accident' }), 'Hit a parked car');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Hit a parked car', incidentTypes[0]);
  },
};

export const NameTaken: Story = {
  args: { addError: incidentMessages.typeNameTaken },
};

/** Renaming a sub-type in place. */
export const Renaming: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename Accident / Minor collision' }));
  },
};

export const Saving: Story = {
  args: { savingSettings: true, updating: 901 },
};

export const SettingsRefused: Story = {
  args: {
    settingsError: messages.request.invalid,
    settingsFieldErrors: { notify_on_critical: 'Expected one of branch_manager, hub_manager or admin.' },
  },
};

/** Someone who does not set up incidents: everything shown, nothing changeable. */
export const ReadOnly: Story = {
  args: { canManage: false },
};

export const NoTypes: Story = {
  args: { types: [] },
};

export const Loading: Story = {
  args: { status: 'loading', types: [], settings: null },
};

export const LoadFailed: Story = {
  args: { status: 'error', types: [], settings: null, error: messages.request.forbidden },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};

/** On a phone: the types' table keeps to the card, scrolling within it where a name is long. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
