import { organisationMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { CreateOrganisation } from './CreateOrganisation';

const meta = {
  title: 'Widgets/Create organisation',
  component: CreateOrganisation,
  args: { onSubmit: fn(async () => true) },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CreateOrganisation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** Sent and waiting for the server: 'Creating...' and no second submit. */
export const Creating: Story = {
  args: { onSubmit: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'Northwind Logistics');
    await userEvent.selectOptions(canvas.getByLabelText('Industry'), 'CustomFleet');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Northwind Logistics', industry: 'CustomFleet', domain: undefined });
  },
};

/** The server refused: the name is taken, said in the alert and on the field. */
export const ServerError: Story = {
  args: { serverError: organisationMessages.nameTaken, fieldErrors: { name: organisationMessages.nameTaken } },
};

/** Submitting empty shows what is missing. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(organisationMessages.nameRequired)).toBeInTheDocument();
    await expect(canvas.getByText(organisationMessages.industryRequired)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FleetShare: Story = { args: { theme: 'fleet-share' } };
