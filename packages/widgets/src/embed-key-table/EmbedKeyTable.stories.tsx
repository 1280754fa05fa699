import { embedMessages, messages, type EmbedKey } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { dealerKey, embedKeys, intranetKey } from './embed-key-fixtures';
import { EMBED_KEYS_EMPTY, EmbedKeyTable, type EmbedKeyTableProps } from './EmbedKeyTable';
import { EMBED_KEY_TABLE_STATUSES, type EmbedKeyEditing } from './store';

/**
 * Opens and closes the form and the revoke confirmation as the connected
 * widget's store would, so the buttons of a story respond; the calls
 * themselves are the story's mocks.
 */
function StatefulEmbedKeyTable(props: EmbedKeyTableProps) {
  const [editing, setEditing] = useState<EmbedKeyEditing | null>(props.editing ?? null);
  const [confirming, setConfirming] = useState<EmbedKey | null>(props.confirmingRevoke ?? null);
  return (
    <EmbedKeyTable
      {...props}
      editing={editing}
      onAdd={() => {
        setEditing({ mode: 'add' });
        props.onAdd();
      }}
      onEdit={(key) => {
        setEditing({ mode: 'edit', key });
        props.onEdit(key);
      }}
      onCloseForm={() => {
        setEditing(null);
        props.onCloseForm();
      }}
      confirmingRevoke={confirming}
      onRevokeRequest={(key) => {
        setConfirming(key);
        props.onRevokeRequest(key);
      }}
      onRevokeCancel={() => {
        setConfirming(null);
        props.onRevokeCancel();
      }}
      onRevoke={(key) => {
        setConfirming(null);
        props.onRevoke(key);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Embed key table',
  component: EmbedKeyTable,
  render: (args) => <StatefulEmbedKeyTable {...args} />,
  args: {
    status: 'ready',
    keys: embedKeys,
    onAdd: fn(),
    onEdit: fn(),
    onCloseForm: fn(),
    onSave: fn(async () => true),
    onToggleActive: fn(),
    onRevokeRequest: fn(),
    onRevokeCancel: fn(),
    onRevoke: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: EMBED_KEY_TABLE_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmbedKeyTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active read-only calendar key, a paused booking key and a revoked one, read-only. */
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause Intranet calendar' }));
    await expect(args.onToggleActive).toHaveBeenCalledWith(intranetKey);
    await expect(within(canvas.getByRole('listitem', { name: 'Old partner site' })).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', keys: [] },
};

export const Empty: Story = {
  args: { keys: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(EMBED_KEYS_EMPTY);
  },
};

/** Someone without organisation_write or super_users: the server's title. */
export const LoadFailed: Story = {
  args: { status: 'error', keys: [], error: messages.request.forbidden },
};

/** Add embed key: a new key starts as a read-only calendar without driver names. */
export const AddForm: Story = {
  args: { editing: { mode: 'add' } },
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Add embed key' }));
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(dialog.getByRole('checkbox', { name: 'Show driver names' })).not.toBeChecked();
  },
};

/** The form refuses an origin with a path before asking the server. */
export const FormWithErrors: Story = {
  args: { editing: { mode: 'add' } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Add embed key' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Intranet');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Origin 1' }), 'https://intranet.example.com/calendar');
    await userEvent.click(dialog.getByRole('button', { name: 'Create key' }));
    await expect(dialog.getByRole('textbox', { name: 'Origin 1' })).toHaveAccessibleDescription(embedMessages.originInvalid);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refused the save: its title above the form, its field errors on the fields, the values as they were. */
export const ServerRefusal: Story = {
  args: {
    editing: { mode: 'edit', key: dealerKey },
    saveError: messages.request.invalid,
    fieldErrors: { name: embedMessages.nameTooLong, allowed_origins: embedMessages.originsTooMany },
    onSave: fn(async () => false),
  },
};

export const Saving: Story = {
  args: { editing: { mode: 'edit', key: intranetKey }, saving: true },
};

/** One key being paused. */
export const Pausing: Story = {
  args: { toggling: [intranetKey.pk] },
};

export const RevokeConfirm: Story = {
  args: { confirmingRevoke: intranetKey },
  play: async ({ args, canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Revoke Intranet calendar?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(intranetKey);
  },
};

export const Revoking: Story = {
  args: { confirmingRevoke: intranetKey, revoking: true },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
