import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { customerPageItems, customFleetUsersItems, usersPageItems } from '../test-support/navigation-fixtures';
import { PHONE_SCREEN } from '../theme/media';
import { THEME_NAMES } from '../theme/theme-names';
import { HeadingBar } from './HeadingBar';
import { TAB_TYPES } from './heading-rules';

const meta = {
  title: 'Widgets/Heading bar',
  component: HeadingBar,
  args: {
    crumbs: ['Users'],
    items: usersPageItems,
    onNavigate: fn(() => true),
    onExport: fn(),
    onEmit: fn(),
    onTabChange: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    activeTab: { control: 'inline-radio', options: [null, ...TAB_TYPES] },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ minHeight: '240px' }}>{Story()}</div>],
} satisfies Meta<typeof HeadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The users page: export, bulk import and add. */
export const UsersPage: Story = {
  args: { crumbs: ['Dashboard', 'Users'], subtitle: 'Everyone in Harbour City Fleet' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await userEvent.click(canvas.getByRole('button', { name: 'XLSX' }));
    await expect(args.onExport).toHaveBeenCalledWith({ format: 'xlsx', table: 'employees', sync: true });
  },
};

export const ExportMenuOpen: Story = {
  args: { crumbs: ['Dashboard', 'Users'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
  },
};

/** A detail page: `:id` becomes the customer's name; the tabs and an emitter. */
export const CustomerDetail: Story = {
  args: { crumbs: ['Customers', ':id'], params: { id: 'Acme Pty Ltd' }, items: customerPageItems, activeTab: 'notes', tabLabel: 'Notes' },
};

/** An add page: no tabs. */
export const AddPage: Story = {
  args: { crumbs: ['Customers', 'Add Customer'], items: customerPageItems, isAddPage: true },
};

/** CustomFleet: 'New User' with its drop-down, and refresh-state-of-charge. */
export const CustomFleetUsers: Story = {
  args: { crumbs: ['Dashboard', 'Users'], items: customFleetUsersItems, industry: 'CustomFleet', theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New User' }));
  },
};

export const TitleOnly: Story = {
  args: { crumbs: ['Dashboard'], items: [] },
};

/** Answers matchMedia as a phone's screen does (PHONE_SCREEN), whatever the canvas's width; gives the browser's back after the story. */
const onAPhone = () => {
  const screenMatch = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ matches: query === PHONE_SCREEN, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  return () => {
    window.matchMedia = screenMatch;
  };
};

/** The users page on a phone: Add User stays in sight, Export and Bulk Import fold into More actions. */
export const PhoneUsersPage: Story = {
  args: { crumbs: ['Dashboard', 'Users'] },
  beforeEach: onAPhone,
  decorators: [(Story) => <div style={{ maxWidth: '390px' }}>{Story()}</div>],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Export' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export XLSX' }));
    await expect(args.onExport).toHaveBeenCalledWith({ format: 'xlsx', table: 'employees', sync: true });
  },
};

/** The folded actions open, as a thumb sees them. */
export const PhoneMoreActionsOpen: Story = {
  args: { crumbs: ['Dashboard', 'Users'] },
  beforeEach: onAPhone,
  decorators: [(Story) => <div style={{ maxWidth: '390px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
  },
};

/** A customer on a phone: the sections stay a group, the emitter folds away with the export. */
export const PhoneCustomerDetail: Story = {
  args: { crumbs: ['Customers', ':id'], params: { id: 'Acme Pty Ltd' }, items: [...customerPageItems, ...usersPageItems.slice(0, 1)], activeTab: 'notes' },
  beforeEach: onAPhone,
  decorators: [(Story) => <div style={{ maxWidth: '390px' }}>{Story()}</div>],
};
