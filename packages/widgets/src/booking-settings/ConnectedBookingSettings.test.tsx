import { DEFAULT_BOOKING_RULES, messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingBranches } from '../test-support/branch-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { BOOKING_SETTINGS_TEXT } from './BookingSettings';
import { BOOKING_SETTINGS_SAVED, ConnectedBookingSettings } from './ConnectedBookingSettings';

const API_BASE = 'https://api.motorpool.test';
const SETTINGS = 'GET /api/v1/tfm/booking-settings/';
const SAVE = 'PUT /api/v1/tfm/booking-settings/';
const IMPACT = 'POST /api/v1/tfm/booking-settings/impact/';
const BRANCHES = 'GET /api/v1/tfm/branches/';
const AUDITS = 'GET /api/v1/organisations/audits/';
const organisation = { branch_pk: null, rules: DEFAULT_BOOKING_RULES, is_override: false };
const emptyTrail = onePage([]);

async function change(label: string, value: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, value);
  return user;
}

describe('ConnectedBookingSettings', () => {
  signInForEachTest(['organisation_write']);

  it('saves at once when no future booking breaks, with a toast and the trail read again', async () => {
    const onSave = vi.fn();
    const saved = { ...organisation, rules: { ...DEFAULT_BOOKING_RULES, buffer_minutes: 30 } };
    const { callsTo } = fakeServer({
      [SETTINGS]: [ok(organisation)],
      [BRANCHES]: [onePage(bookingBranches)],
      [AUDITS]: [emptyTrail, emptyTrail],
      [IMPACT]: [ok({ count: 0 })],
      [SAVE]: [ok(saved)],
    });
    render(<ConnectedBookingSettings apiBase={API_BASE} onSave={onSave} />);
    const user = await change('Buffer between bookings (minutes)', '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(saved));
    expect(callsTo(IMPACT)[0]?.body).toEqual({ branch_pk: null, rules: saved.rules });
    expect(callsTo(SAVE)[0]?.body).toEqual({ branch_pk: null, rules: saved.rules });
    expect(toastMessages()).toContain(`success: ${BOOKING_SETTINGS_SAVED}`);
    await waitFor(() => expect(callsTo(AUDITS)).toHaveLength(2));
  });

  it('says how many future bookings a change breaks and saves only on Save anyway', async () => {
    const rules = { ...DEFAULT_BOOKING_RULES, max_continuous_use_hours: 8 };
    const { callsTo } = fakeServer({
      [SETTINGS]: [ok(organisation)],
      [BRANCHES]: [onePage(bookingBranches)],
      [AUDITS]: [emptyTrail, emptyTrail],
      [IMPACT]: [ok({ count: 12 }), ok({ count: 12 })],
      [SAVE]: [ok({ ...organisation, rules })],
    });
    render(<ConnectedBookingSettings apiBase={API_BASE} />);
    const user = await change('Longest continuous use (hours)', '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BOOKING_SETTINGS_TEXT.impact(12))).toBeInTheDocument();
    expect(BOOKING_SETTINGS_TEXT.impact(12)).toBe('12 future bookings break the new rules; they are kept, and the rules apply to new bookings and changes.');
    await user.click(screen.getByRole('button', { name: BOOKING_SETTINGS_TEXT.keepEditing }));
    expect(callsTo(SAVE)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Longest continuous use (hours)' })).toHaveValue('8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: BOOKING_SETTINGS_TEXT.saveAnyway }));
    await waitFor(() => expect(callsTo(SAVE)).toHaveLength(1));
    expect(callsTo(SAVE)[0]?.body).toEqual({ branch_pk: null, rules });
  });

  it("shows a branch's own rules, drops them with Use the organisation's rules, and places the server's field errors", async () => {
    const override = { branch_pk: 21, rules: { ...DEFAULT_BOOKING_RULES, buffer_minutes: 45 }, is_override: true };
    const { callsTo } = fakeServer({
      [SETTINGS]: [ok({ ...organisation, override_branch_pks: [21] }), ok(override)],
      [BRANCHES]: [onePage(bookingBranches)],
      [AUDITS]: [emptyTrail, emptyTrail, emptyTrail],
      [IMPACT]: [failure(400, messages.request.invalid, { fields: { 'rules.buffer_minutes': 'Expected a number between 0 and 1440' } }), ok({ count: 0 })],
      [SAVE]: [ok({ branch_pk: 21, rules: DEFAULT_BOOKING_RULES, is_override: false })],
    });
    render(<ConnectedBookingSettings apiBase={API_BASE} />);
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Buffer between bookings (minutes)' });
    const picker = screen.getByRole('combobox', { name: BOOKING_SETTINGS_TEXT.level });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([BOOKING_SETTINGS_TEXT.organisation, BOOKING_SETTINGS_TEXT.ownRules('Docklands'), 'Southbank']);
    await user.selectOptions(picker, BOOKING_SETTINGS_TEXT.ownRules('Docklands'));
    expect(await screen.findByText(BOOKING_SETTINGS_TEXT.overrides('Docklands'))).toBeInTheDocument();
    expect(callsTo(SETTINGS)[1]?.query.get('branch_pk')).toBe('21');
    expect(callsTo(AUDITS).at(-1)?.query.get('record_key')).toBe('21');

    const buffer = screen.getByRole('textbox', { name: 'Buffer between bookings (minutes)' });
    await user.clear(buffer);
    await user.type(buffer, '5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Expected a number between 0 and 1440')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buffer between bookings (minutes)' })).toHaveAccessibleDescription('Expected a number between 0 and 1440');

    await user.click(screen.getByRole('button', { name: BOOKING_SETTINGS_TEXT.useOrganisation }));
    await waitFor(() => expect(callsTo(SAVE)).toHaveLength(1));
    expect(callsTo(SAVE)[0]?.body).toEqual({ branch_pk: 21, rules: null });
    expect(await screen.findByText(BOOKING_SETTINGS_TEXT.follows('Docklands'))).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: BOOKING_SETTINGS_TEXT.level })).getByRole('option', { name: 'Docklands' })).toBeInTheDocument();
  });

  it('refuses a field that is not a whole number before asking the server', async () => {
    const { callsTo } = fakeServer({ [SETTINGS]: [ok(organisation)], [BRANCHES]: [onePage(bookingBranches)], [AUDITS]: [emptyTrail] });
    render(<ConnectedBookingSettings apiBase={API_BASE} />);
    const user = await change('Reminder (minutes before start)', 'soon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Reminder (minutes before start)' })).toHaveAccessibleDescription('Enter a whole number');
    expect(callsTo(IMPACT)).toHaveLength(0);
  });
});

describe('ConnectedBookingSettings for a member who may not change the rules', () => {
  signInForEachTest([]);

  it('shows the rules only: no Save, fields disabled, no trail', async () => {
    const { callsTo } = fakeServer({ [SETTINGS]: [ok(organisation)], [BRANCHES]: [onePage(bookingBranches)] });
    render(<ConnectedBookingSettings apiBase={API_BASE} />);
    expect(await screen.findByRole('textbox', { name: 'Buffer between bookings (minutes)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Reminder' })).getByRole('checkbox', { name: 'Driver' })).toBeDisabled();
    expect(callsTo(AUDITS)).toHaveLength(0);
  });
});
