import { visibilityRulesMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { visibilityRules, visibilityRulesTrail } from '../test-support/visibility-rules-fixtures';
import { ConnectedVisibilityRules } from './ConnectedVisibilityRules';
import { SEES_ALL_NOTE, VisibilityRules } from './VisibilityRules';

const API_BASE = 'https://api.motorpool.test';
const RULES = '/api/v1/organisations/visibility-rules/';
const AUDITS = 'GET /api/v1/organisations/audits/';
const trailPage = (entries: unknown[]) => ok({ results: entries, count: entries.length, next_page: null });
const BOOKINGS = "Other drivers' bookings";

describe('VisibilityRules', () => {
  it('shows each role’s rules as selects, notes the roles that see everything, and sends every role whole', async () => {
    const onSave = vi.fn(async () => true);
    render(<VisibilityRules status="ready" view={visibilityRules} onSave={onSave} />);
    const admin = within(screen.getByRole('group', { name: 'Admin' }));
    expect(admin.getByText(SEES_ALL_NOTE)).toBeInTheDocument();
    expect(screen.queryAllByText(SEES_ALL_NOTE)).toHaveLength(1);
    const driver = within(screen.getByRole('group', { name: 'Driver' }));
    expect(driver.getByRole('combobox', { name: BOOKINGS })).toHaveValue('booked');
    await userEvent.selectOptions(driver.getByRole('combobox', { name: 'Driver contact details' }), 'shown');
    await userEvent.click(screen.getByRole('checkbox', { name: /Ask for the branch at sign-up/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      roles: [
        { role: 1, rules: { others_bookings: 'full', driver_contact: 'shown', others_incidents: 'shown' } },
        { role: 2, rules: { others_bookings: 'full', driver_contact: 'shown', others_incidents: 'shown' } },
        { role: 3, rules: { others_bookings: 'booked', driver_contact: 'shown', others_incidents: 'shown' } },
      ],
      signup_branch_visible: false,
    });
  });

  it('shows the server’s refusal', () => {
    render(
      <VisibilityRules
        status="ready"
        view={visibilityRules}
        onSave={() => false}
        serverError="The request is invalid."
        fieldErrors={{ roles: visibilityRulesMessages.roleUnknown }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(visibilityRulesMessages.roleUnknown);
  });
});

describe('ConnectedVisibilityRules', () => {
  signInForEachTest(['organisation_write']);

  it('loads the rules and their trail, saves with a toast and reads the trail again', async () => {
    const saved = {
      ...visibilityRules,
      roles: visibilityRules.roles.map((role) => (role.pk === 3 ? { ...role, rules: { ...role.rules, others_bookings: 'hidden' } } : role)),
    };
    const { callsTo } = fakeServer({
      [`GET ${RULES}`]: [ok(visibilityRules)],
      [`PUT ${RULES}`]: [ok(saved)],
      [AUDITS]: [trailPage(visibilityRulesTrail), trailPage(visibilityRulesTrail)],
    });
    const onSaved = vi.fn();
    render(<ConnectedVisibilityRules apiBase={API_BASE} onSaved={onSaved} />);
    const driver = within(await screen.findByRole('group', { name: 'Driver' }));
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
    await userEvent.selectOptions(driver.getByRole('combobox', { name: BOOKINGS }), 'hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(callsTo(`PUT ${RULES}`)[0]?.body).toMatchObject({
      roles: expect.arrayContaining([expect.objectContaining({ role: 3, rules: expect.objectContaining({ others_bookings: 'hidden' }) })]),
    });
    expect(toastMessages()).toContain(`success: ${visibilityRulesMessages.saved}`);
    await waitFor(() => expect(callsTo(AUDITS)).toHaveLength(2));
  });

  it('says why the rules could not be loaded, with Try again', async () => {
    fakeServer({ [`GET ${RULES}`]: [failure(403, 'You do not have permission to perform this action.'), ok(visibilityRules)], [AUDITS]: [trailPage([])] });
    render(<ConnectedVisibilityRules apiBase={API_BASE} />);
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Driver' })).toBeInTheDocument();
  });
});
