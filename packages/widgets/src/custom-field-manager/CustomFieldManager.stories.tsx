import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookingTagGroups, branchTagGroups, userTagGroups } from '../test-support/branch-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { CustomFieldManager, type CustomFieldManagerProps } from './CustomFieldManager';
import type { CustomFieldEntity } from './tag-group-values';

const GROUPS = { user: userTagGroups, branch: branchTagGroups, booking: bookingTagGroups };

/** Keeps the tab chosen, so the tabs respond. */
function StatefulManager(props: CustomFieldManagerProps) {
  const [entity, setEntity] = useState<CustomFieldEntity>(props.entity);
  return (
    <CustomFieldManager
      {...props}
      entity={entity}
      groups={props.status === 'ready' && props.groups.length > 0 ? GROUPS[entity] : props.groups}
      onEntityChange={(next) => {
        setEntity(next);
        props.onEntityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Custom field manager',
  component: CustomFieldManager,
  render: (args) => <StatefulManager {...args} />,
  args: { entity: 'user', status: 'ready', groups: userTagGroups, onEntityChange: fn(), onSave: fn(async () => true), onDelete: fn(), onRetry: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CustomFieldManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** User fields, with the two association groups locked. */
export const UserFields: Story = {};

export const BookingFields: Story = {
  args: { entity: 'booking', groups: bookingTagGroups },
};

/** The add dialog of a list field. */
export const AddField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add user field' }));
    await expect(canvas.getByRole('dialog', { name: 'Add user custom field' })).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
};

export const Empty: Story = {
  args: { groups: [] },
};

export const Loading: Story = {
  args: { status: 'loading', groups: [] },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: messages.request.forbidden, groups: [] },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
