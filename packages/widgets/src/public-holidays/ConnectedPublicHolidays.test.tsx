import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicHolidays } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedPublicHolidays, importedText, PUBLIC_HOLIDAY_TOASTS } from './ConnectedPublicHolidays';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/public-holidays/';
const IMPORT = 'POST /api/v1/tfm/public-holidays/import/';

signInForEachTest(['organisation_write']);

describe('ConnectedPublicHolidays', () => {
  it('asks for nothing until a country is chosen, then loads its year and imports the holiday list', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({ [LIST]: [onePage([])], [IMPORT]: [onePage(publicHolidays)] });
    render(<ConnectedPublicHolidays apiBase={API_BASE} year={2025} />);
    expect(screen.getByText('Choose a country to see its public holidays.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AU');
    expect(await screen.findByText(/No public holidays for Australia in 2025 yet/)).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(LIST)[0]?.query ?? [])).toEqual({ country: 'AU', year: '2025', page_size: '100' });

    await user.click(screen.getByRole('button', { name: 'Load public holidays' }));
    expect(await screen.findByText('Good Friday')).toBeInTheDocument();
    expect(callsTo(IMPORT)[0]?.body).toEqual({ country: 'AU', state: null, year: 2025 });
    expect(toastMessages()).toEqual([`success: ${importedText(3, 'Australia', 2025)}`]);
  });

  it('adds, edits and deletes days of a state’s calendar', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [onePage(publicHolidays)],
      'POST /api/v1/tfm/public-holidays/': [ok({ pk: 904, country: 'AU', state: 'NSW', date: '2025-10-06', name: 'Labour Day' }, 201)],
      'PUT /api/v1/tfm/public-holidays/903/': [ok({ ...publicHolidays[2], name: 'Good Friday (observed)' })],
      'DELETE /api/v1/tfm/public-holidays/901/': [ok({})],
    });
    render(<ConnectedPublicHolidays apiBase={API_BASE} country="au" state="nsw" year={2025} />);
    await screen.findByText('Good Friday');
    expect(callsTo(LIST)[0]?.query.get('state')).toBe('NSW');

    const form = screen.getByRole('form', { name: 'Add a public holiday' });
    await user.type(within(form).getByRole('textbox', { name: 'Date' }), '06/10/2025');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Labour Day');
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    expect(await screen.findByText('Labour Day')).toBeInTheDocument();
    expect(callsTo('POST /api/v1/tfm/public-holidays/')[0]?.body).toEqual({ country: 'AU', state: 'NSW', date: '2025-10-06', name: 'Labour Day' });

    await user.click(screen.getByRole('button', { name: 'Edit Good Friday' }));
    const row = within(screen.getByRole('group', { name: 'Edit Good Friday' }));
    await user.type(row.getByRole('textbox', { name: 'Name' }), ' (observed)');
    await user.click(row.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Good Friday (observed)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Delete New Year's Day" }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText("New Year's Day")).not.toBeInTheDocument());
    expect(toastMessages()).toEqual([
      `success: ${PUBLIC_HOLIDAY_TOASTS.added}`,
      `success: ${PUBLIC_HOLIDAY_TOASTS.updated}`,
      `success: ${PUBLIC_HOLIDAY_TOASTS.deleted}`,
    ]);
  });

  it('shows the server’s refusals: a taken date by its field, an unknown state as a toast', async () => {
    const user = userEvent.setup();
    const unknownState = 'XX is not a state of Australia; choose one from the list (a code such as NSW).';
    fakeServer({
      [LIST]: [onePage(publicHolidays)],
      'POST /api/v1/tfm/public-holidays/': [failure(400, messages.request.invalid, { fields: { date: 'This calendar already has a holiday on that date.' } })],
      [IMPORT]: [failure(400, messages.request.invalid, { fields: { state: unknownState } })],
    });
    render(<ConnectedPublicHolidays apiBase={API_BASE} country="AU" state="NSW" year={2025} />);
    await screen.findByText('Good Friday');
    const form = screen.getByRole('form', { name: 'Add a public holiday' });
    await user.type(within(form).getByRole('textbox', { name: 'Date' }), '01/01/2025');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'New Year');
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription('This calendar already has a holiday on that date.'),
    );
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('New Year');

    await user.click(screen.getByRole('button', { name: 'Load public holidays' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${unknownState}`]));
  });

  it('shows why the calendar cannot be loaded', async () => {
    fakeServer({ [LIST]: [failure(403, messages.request.forbidden)] });
    render(<ConnectedPublicHolidays apiBase={API_BASE} country="AU" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });
});
