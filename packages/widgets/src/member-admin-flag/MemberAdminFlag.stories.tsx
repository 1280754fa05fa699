import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminFlagMessages } from '@motorpool/api';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { MemberAdminFlag } from './MemberAdminFlag';

const trail = {
  status: 'ready' as const,
  entries: [
    { pk: 1, action: 'Updated', actor: { pk: 1, name: 'Alex Admin' }, changes: { is_business_admin: [false, true] }, created_at: '2026-11-28T23:10:00Z' },
  ],
};

const meta = {
  title: 'Widgets/Member admin flag',
  component: MemberAdminFlag,
  args: { status: 'ready', flag: true, onChange: fn(), onRetry: fn(), trail },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
} satisfies Meta<typeof MemberAdminFlag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flagged: Story = {};

/** A click asks to set it; the host saves. */
export const NotFlagged: Story = {
  args: { flag: false, trail: { status: 'ready', entries: [] } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Admin of this organisation' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Loading: Story = { args: { status: 'loading', flag: null } };

export const LoadFailed: Story = { args: { status: 'error', flag: null, loadError: 'The server could not be reached.' } };

export const Saving: Story = { args: { saving: true } };

export const Refused: Story = { args: { saveError: adminFlagMessages.lastSuperUser } };

export const NarrowBox: Story = { decorators: [inNarrowBox] };
