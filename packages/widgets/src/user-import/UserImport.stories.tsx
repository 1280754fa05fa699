import { importMessages, messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkingProgress, importedSummary, previewWithErrors, savingProgress } from '../test-support/import-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { USER_IMPORT_STATUSES } from './store';
import { UserImport } from './UserImport';

const meta = {
  title: 'Widgets/User import',
  component: UserImport,
  args: { status: 'idle', onDownloadTemplate: fn(), onFileChosen: fn(), onImport: fn(), onReset: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: USER_IMPORT_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserImport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the templates and the file input. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'XLSX template' }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledWith('xlsx');
  },
};

/** The dry run of a file with two bad rows: Import all is disabled, only the valid rows may go. */
export const PreviewWithErrors: Story = {
  args: { status: 'preview', fileName: 'new-starters.csv', preview: previewWithErrors },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Import all' })).toBeDisabled();
    await expect(canvas.getByText(importMessages.hasErrors)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Import only the 10 valid rows' }));
    await expect(args.onImport).toHaveBeenCalledWith(true);
  },
};

export const Checking: Story = {
  args: { status: 'checking', fileName: 'all-staff.xlsx', progress: checkingProgress },
};

/** Saving a large file. */
export const Progress: Story = {
  args: { status: 'importing', fileName: 'all-staff.xlsx', preview: previewWithErrors, progress: savingProgress },
};

/** After importing the valid rows: what was saved and which rows were left out. */
export const Summary: Story = {
  args: { status: 'done', fileName: 'new-starters.csv', preview: previewWithErrors, result: importedSummary },
};

/** The server refused the file. */
export const Refused: Story = {
  name: 'Error',
  args: { status: 'idle', error: importMessages.wrongType },
};

export const Forbidden: Story = {
  args: { status: 'idle', error: messages.request.forbidden },
};

/** The custom fleet-share brand. */
export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', status: 'preview', fileName: 'new-starters.csv', preview: previewWithErrors },
  globals: { theme: 'fleet-share' },
};
