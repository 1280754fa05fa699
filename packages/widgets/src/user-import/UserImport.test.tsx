import { importMessages, type ImportSummary } from '@motorpool/api';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cleanPreview, importedSummary, previewWithErrors, savingProgress } from '../test-support/import-fixtures';
import { ERRORS_SHOWN, UserImport, type UserImportProps } from './UserImport';

function renderImport(props: Partial<UserImportProps> = {}) {
  const callbacks = {
    onDownloadTemplate: vi.fn<UserImportProps['onDownloadTemplate']>(),
    onFileChosen: vi.fn<UserImportProps['onFileChosen']>(),
    onImport: vi.fn<UserImportProps['onImport']>(),
    onReset: vi.fn<UserImportProps['onReset']>(),
  };
  const user = userEvent.setup();
  render(<UserImport status="idle" {...callbacks} {...props} />);
  return { user, ...callbacks };
}

describe('UserImport', () => {
  it('offers both templates and hands over the chosen file', async () => {
    const { user, onDownloadTemplate, onFileChosen } = renderImport();

    await user.click(screen.getByRole('button', { name: 'CSV template' }));
    expect(onDownloadTemplate).toHaveBeenCalledWith('csv');

    const file = new File(['Email\n'], 'people.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV or XLSX file, up to 5 MB'), file);
    expect(onFileChosen).toHaveBeenCalledWith(file);
    expect(screen.getByText('The file is checked first; nothing is saved until you import.')).toBeInTheDocument();
  });

  it('disables the templates while one downloads', () => {
    renderImport({ templateFormat: 'xlsx' });

    expect(screen.getByRole('button', { name: 'Downloading…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CSV template' })).toBeDisabled();
  });

  it('previews a file with errors: counts, each error by row number and column, Import all disabled', async () => {
    const { user, onImport, onReset } = renderImport({ status: 'preview', fileName: 'people.csv', preview: previewWithErrors });

    expect(screen.getByText('Chosen: people.csv')).toBeInTheDocument();
    const counts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(counts).toEqual({
      'Total rows': '12',
      'Valid rows': '10',
      'Rows with errors': '2',
      'New users': '7',
      'Updated users': '2',
      Unchanged: '1',
    });
    expect(screen.getByText(importMessages.hasErrors)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Row errors' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['4', 'Email', 'Invalid Email'],
      ['4', 'Branch', 'No Branch named "Paramatta"'],
      ['9', 'Date of Birth', 'Enter the date as dd/MM/yyyy or yyyy-MM-dd'],
    ]);

    expect(screen.getByRole('button', { name: 'Import all' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Import only the 10 valid rows' }));
    expect(onImport).toHaveBeenCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(onReset).toHaveBeenCalled();
  });

  it('imports everything from a clean file, with no "only valid" choice', async () => {
    const { user, onImport } = renderImport({ status: 'preview', preview: cleanPreview });

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /only the/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import all' }));
    expect(onImport).toHaveBeenCalledWith(false);
  });

  it('cannot import a file in which no row is valid', () => {
    renderImport({ status: 'preview', preview: { ...previewWithErrors, valid: 0, created: 0, updated: 0, unchanged: 0, failed: 12 } });

    expect(screen.getByRole('button', { name: 'Import all' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /only the/ })).not.toBeInTheDocument();
  });

  it('lists at most the first rows with errors and says how many there are', () => {
    const errors = Array.from({ length: ERRORS_SHOWN + 5 }, (_, index) => ({ row: index + 2, fields: { Email: 'Invalid Email' } }));
    const preview: ImportSummary = { ...previewWithErrors, total: errors.length, valid: 0, failed: errors.length, errors };
    renderImport({ status: 'preview', preview });

    expect(screen.getByText(`Showing the first ${ERRORS_SHOWN} of ${ERRORS_SHOWN + 5} rows with errors.`)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(ERRORS_SHOWN + 1);
  });

  it('shows a progress bar while saving, with the file input disabled', () => {
    renderImport({ status: 'importing', fileName: 'people.csv', progress: savingProgress });

    const bar = screen.getByRole('progressbar', { name: 'Saving users' });
    expect(bar).toHaveAttribute('aria-valuenow', '4000');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    expect(screen.getByText('Saving users: 4,000 of 10,000')).toBeInTheDocument();
    expect(screen.getByLabelText('CSV or XLSX file, up to 5 MB')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Import all' })).not.toBeInTheDocument();
  });

  it('shows a progress bar without a total before the first progress line', () => {
    renderImport({ status: 'checking', fileName: 'people.csv' });

    expect(screen.getByRole('progressbar', { name: 'Checking rows' })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText('Checking rows…')).toBeInTheDocument();
  });

  it('sums up an import and still lists the rows left out', async () => {
    const { user, onReset } = renderImport({ status: 'done', result: importedSummary });

    expect(screen.getByRole('status')).toHaveTextContent(
      'Import finished: 7 users added, 2 updated, 1 unchanged, 2 rows not imported. People new to Motorpool receive an email to activate their account.',
    );
    expect(screen.getByRole('table', { name: 'Row errors' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(onReset).toHaveBeenCalled();
  });

  it('lists the rows whose people are invited rather than added, in the preview and after the import', () => {
    const invitations = [{ row: 4, message: importMessages.toInvite }];
    renderImport({ status: 'preview', preview: { ...cleanPreview, invited: 1, invitations } });
    expect(screen.getByText('To invite').nextSibling).toHaveTextContent('1');
    expect(within(screen.getByRole('table', { name: 'Invitations' })).getByRole('row', { name: `4 ${importMessages.toInvite}` })).toBeInTheDocument();
    cleanup();

    renderImport({ status: 'done', result: { ...importedSummary, invited: 1, invitations: [{ row: 4, message: importMessages.invited }] } });
    expect(screen.getByRole('status')).toHaveTextContent('1 person already using Motorpool was invited and joins once they accept.');
    expect(within(screen.getByRole('table', { name: 'Invitations' })).getByRole('row', { name: `4 ${importMessages.invited}` })).toBeInTheDocument();
  });

  it('shows why a file was refused', () => {
    renderImport({ error: importMessages.tooLarge });

    expect(screen.getByRole('alert')).toHaveTextContent(importMessages.tooLarge);
    expect(screen.queryByText('The file is checked first; nothing is saved until you import.')).not.toBeInTheDocument();
  });
});
