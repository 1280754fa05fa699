import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { branchNames, lockedOwnEmployee, ownEmployee, ownEmployeeWithoutTags } from '../test-support/profile-details-fixtures';
import { tagGroups } from '../test-support/user-form-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { OtherDetails } from './OtherDetails';
import { PROFILE_DETAILS_TEXT } from './ProfileDetailsFrame';
import { PROFILE_DETAILS_STATUSES } from './store';

const meta = {
  title: 'Widgets/Profile other details',
  component: OtherDetails,
  args: {
    employee: ownEmployee,
    tagGroups,
    branches: branchNames,
    onSave: fn(async () => true),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: PROFILE_DETAILS_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof OtherDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every data type of spec §3 with the person's values; the hubs and branches are named and not changeable. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Association to Additional Hubs' })).toHaveTextContent('Melbourne Hub');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const [payload] = (args.onSave as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(payload.user_tags.map((tag: { tag_group_name: string }) => tag.tag_group_name)).not.toContain('Association to Additional Hubs');
  },
};

/** Nothing answered yet: the mandatory fields say so in spec §5's words. */
export const MandatoryMissing: Story = {
  args: { employee: ownEmployeeWithoutTags },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(`Induction Date ${messages.driverDetails.fieldRequired}`)).toBeInTheDocument();
    await expect(canvas.getByText(messages.driverDetails.selectAtLeastOne)).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NoCustomFields: Story = { args: { tagGroups: [] } };

export const Loading: Story = { args: { status: 'loading', employee: null } };

export const LoadError: Story = { args: { status: 'error', employee: null, loadError: messages.userForm.fetchFailed } };

export const NoOrganisation: Story = { args: { status: 'unavailable', employee: null, loadError: PROFILE_DETAILS_TEXT.noOrganisation } };

export const Saving: Story = { args: { saving: true } };

export const Saved: Story = { args: { saved: true } };

export const SaveError: Story = {
  args: { serverError: 'Invalid input.', fieldErrors: { 'user_tags.Vehicle Preference': 'Diesel is not one of the options' } },
};

export const ReadOnly: Story = { args: { employee: lockedOwnEmployee } };
