import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { visibilityRules, visibilityRulesTrail } from '../test-support/visibility-rules-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { VisibilityRules } from './VisibilityRules';

const readyTrail = { status: 'ready', entries: visibilityRulesTrail, onRetry: fn() } as const;

const meta = {
  title: 'Settings/Visibility rules',
  component: VisibilityRules,
  args: { status: 'ready', view: visibilityRules, onSave: fn(async () => true), onRetry: fn(), trail: readyTrail },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VisibilityRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation admin: a row of selects per role, the admin role noted as seeing everything, the trail below. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const driver = within(canvas.getByRole('group', { name: 'Driver' }));
    await userEvent.selectOptions(driver.getByRole('combobox', { name: "Other drivers' bookings" }), 'hidden');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        roles: expect.arrayContaining([{ role: 3, rules: { others_bookings: 'hidden', driver_contact: 'hidden', others_incidents: 'shown' } }]),
      }),
    );
  },
};

/** A 360 px phone: one card per role, the selects one under another. */
export const Phone: Story = { decorators: [inNarrowBox] };

/** The sign-up's branch question turned optional. */
export const SignUpBranchOptional: Story = { args: { view: { ...visibilityRules, signup_branch_visible: false } } };

export const Loading: Story = { args: { status: 'loading', view: null, trail: { status: 'loading', entries: [] } } };

/** The rules could not be read: the server's title, and Try again. */
export const LoadFailed: Story = {
  args: { status: 'error', view: null, loadError: 'You do not have permission to perform this action.', trail: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have permission');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The server refused the save: its messages in the alert. */
export const Refused: Story = {
  args: { serverError: 'The request is invalid.', fieldErrors: { roles: 'Every role must be one of this organisation.' } },
};

export const Saving: Story = { args: { saving: true } };

/** The trail could not be read: the form still works, the trail offers Try again. */
export const TrailFailed: Story = {
  args: { trail: { status: 'error', entries: [], error: 'You do not have permission to read this audit trail.', onRetry: fn() } },
};
