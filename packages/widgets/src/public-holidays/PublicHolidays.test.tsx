import { branchMessages, messages, type PublicHoliday, type PublicHolidayWrite } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { publicHolidays } from '../test-support/branch-fixtures';
import { DATE_FORMAT_MESSAGE } from '../fields/custom/custom-fields';
import { PublicHolidays, type PublicHolidayFilter, type PublicHolidaysProps } from './PublicHolidays';

const FILTER: PublicHolidayFilter = { country: 'AU', state: 'NSW', year: 2025 };

function renderHolidays(props: Partial<PublicHolidaysProps> = {}) {
  const handlers = {
    onFilterChange: vi.fn<(filter: PublicHolidayFilter) => void>(),
    onImport: vi.fn(),
    onAdd: vi.fn<(write: PublicHolidayWrite) => Promise<boolean>>(async () => true),
    onUpdate: vi.fn<(holiday: PublicHoliday, write: PublicHolidayWrite) => Promise<boolean>>(async () => true),
    onDelete: vi.fn<(holiday: PublicHoliday) => Promise<void>>(async () => undefined),
    onRetry: vi.fn(),
  };
  const view = render(<PublicHolidays filter={FILTER} status="ready" holidays={publicHolidays} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

describe('PublicHolidays', () => {
  it('asks for a country first', () => {
    renderHolidays({ filter: { country: '', state: '', year: 2025 }, status: 'idle', holidays: [] });
    expect(screen.getByText('Choose a country to see its public holidays.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load public holidays' })).toBeDisabled();
  });

  it('changes the calendar: country, state (as a code) and year', async () => {
    const user = userEvent.setup();
    const { onFilterChange } = renderHolidays();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('AU');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NZ');
    expect(onFilterChange).toHaveBeenLastCalledWith({ country: 'NZ', state: 'NSW', year: 2025 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(new Date().getFullYear() + 1));
    expect(onFilterChange).toHaveBeenLastCalledWith({ ...FILTER, year: new Date().getFullYear() + 1 });
    await user.clear(screen.getByRole('textbox', { name: /State/ }));
    await user.type(screen.getByRole('textbox', { name: /State/ }), 'vic');
    await vi.waitFor(() => expect(onFilterChange).toHaveBeenLastCalledWith({ ...FILTER, state: 'VIC' }));
  });

  it('lists the year’s holidays in date order, and loads them from the holiday list', async () => {
    const user = userEvent.setup();
    const { onImport } = renderHolidays({ holidays: [publicHolidays[2]!, publicHolidays[0]!] });
    expect(screen.getByRole('status')).toHaveTextContent('2 public holidays for Australia, NSW in 2025');
    const table = screen.getByRole('table', { name: 'Public holidays for Australia, NSW in 2025' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['01/01/2025', '18/04/2025']);
    await user.click(screen.getByRole('button', { name: 'Load public holidays' }));
    expect(onImport).toHaveBeenCalled();
  });

  it('says when the calendar is empty, and waits while loading holidays', () => {
    renderHolidays({ holidays: [], importing: true });
    expect(screen.getByText(/No public holidays for Australia, NSW in 2025 yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });

  it('adds a holiday to the calendar shown, checking the date and the name', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderHolidays();
    const form = screen.getByRole('form', { name: 'Add a public holiday' });
    await user.type(within(form).getByRole('textbox', { name: 'Date' }), '31/02/2025');
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    expect(within(form).getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription(DATE_FORMAT_MESSAGE);
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(branchMessages.holidayNameRequired);
    await user.clear(within(form).getByRole('textbox', { name: 'Date' }));
    await user.type(within(form).getByRole('textbox', { name: 'Date' }), '06/10/2025');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Labour Day');
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    expect(onAdd).toHaveBeenCalledWith({ country: 'AU', state: 'NSW', date: '2025-10-06', name: 'Labour Day' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('edits a holiday in place: Escape cancels, Save sends it', async () => {
    const user = userEvent.setup();
    const { onUpdate } = renderHolidays();
    await user.click(screen.getByRole('button', { name: 'Edit Good Friday' }));
    const row = within(screen.getByRole('group', { name: 'Edit Good Friday' }));
    expect(row.getByRole('textbox', { name: 'Date' })).toHaveValue('18/04/2025');
    expect(row.getByRole('textbox', { name: 'Date' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Edit Good Friday' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit Good Friday' }));
    const editing = within(screen.getByRole('group', { name: 'Edit Good Friday' }));
    await user.clear(editing.getByRole('textbox', { name: 'Name' }));
    await user.type(editing.getByRole('textbox', { name: 'Name' }), 'Good Friday (observed)');
    await user.click(editing.getByRole('button', { name: 'Save' }));
    expect(onUpdate).toHaveBeenCalledWith(publicHolidays[2], { country: 'AU', state: 'NSW', date: '2025-04-18', name: 'Good Friday (observed)' });
    expect(screen.queryByRole('group', { name: 'Edit Good Friday' })).not.toBeInTheDocument();
  });

  it('deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderHolidays();
    await user.click(screen.getByRole('button', { name: 'Delete Australia Day' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Australia Day?' })).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(publicHolidays[1]);
  });

  it('lists only, for someone who may not change the calendar', () => {
    renderHolidays({ canManage: false });
    expect(screen.queryByRole('button', { name: /Load public holidays|Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderHolidays({ status: 'error', error: messages.request.forbidden, holidays: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
