import { companySettingsMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { companySettings, companySettingsTrail } from '../test-support/company-settings-fixtures';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { CompanySettings, CUSTOM_FLEET_EFFECTS } from './CompanySettings';
import { ConnectedCompanySettings } from './ConnectedCompanySettings';

const API_BASE = 'https://api.motorpool.test';
const SETTINGS = '/api/v1/organisations/company-settings/';
const AUDITS = 'GET /api/v1/organisations/audits/';
const trailPage = (entries: unknown[]) => ok({ results: entries, count: entries.length, next_page: null });

describe('CompanySettings', () => {
  it('sends every setting as the server takes it: trimmed text, empty as none, the phone in international form', async () => {
    const onSave = vi.fn(async () => true);
    render(<CompanySettings status="ready" settings={companySettings} onSave={onSave} />);
    const address = screen.getByRole('textbox', { name: /Address/ });
    await userEvent.clear(address);
    await userEvent.clear(screen.getByRole('textbox', { name: /Sub-domain for Redirects/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Company Name' }), '  ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default Phone Country' }), 'nz');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave).toHaveBeenCalledWith({
      name: 'Demo Fleet',
      address: null,
      contact_email: 'fleet@demo.example',
      contact_phone: '+61291234567',
      default_time_zone: 'Australia/Sydney',
      default_phone_country: 'nz',
      domain: null,
      industry: 'Fleet',
      date_format: 'dd/MM/yyyy',
      time_format: 'hh:mm a',
      first_day_of_week: 1,
    });
  });

  it('checks before sending with the server’s rules, naming the field, and focuses it', async () => {
    const onSave = vi.fn(async () => true);
    render(<CompanySettings status="ready" settings={companySettings} onSave={onSave} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Company Name' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Contact Email/ }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organisation name is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the code and currency, and the industry with what CustomFleet changes; only a system admin may change it', () => {
    const { rerender } = render(<CompanySettings status="ready" settings={companySettings} onSave={() => true} />);
    expect(screen.getByText('10427')).toBeInTheDocument();
    expect(screen.getByText('AUD')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Industry' })).toBeDisabled();
    expect(screen.getByText(CUSTOM_FLEET_EFFECTS[0])).toBeInTheDocument();
    rerender(<CompanySettings status="ready" settings={{ ...companySettings, may_change_industry: true }} onSave={() => true} />);
    expect(screen.getByRole('combobox', { name: 'Industry' })).toBeEnabled();
  });

  it('puts the server’s messages on their fields', () => {
    render(
      <CompanySettings
        status="ready"
        settings={companySettings}
        onSave={() => false}
        serverError={companySettingsMessages.nameTaken}
        fieldErrors={{ name: companySettingsMessages.nameTaken, contact_phone: 'Invalid phone number' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Company Name' })).toHaveAccessibleDescription(companySettingsMessages.nameTaken);
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
  });
});

describe('ConnectedCompanySettings', () => {
  signInForEachTest(['organisation_write']);

  it('loads the settings and their trail, saves with a toast and reads the trail again', async () => {
    const saved = { ...companySettings, name: 'Demo Fleet Pty Ltd' };
    const newer = {
      pk: 13,
      action: 'Updated',
      actor: { pk: 7, name: 'Priya Raman' },
      changes: { name: ['Demo Fleet', 'Demo Fleet Pty Ltd'] },
      created_at: '2026-11-29T01:00:00Z',
    };
    const { callsTo } = fakeServer({
      [`GET ${SETTINGS}`]: [ok(companySettings)],
      [`PUT ${SETTINGS}`]: [ok(saved)],
      [AUDITS]: [trailPage(companySettingsTrail), trailPage([newer, ...companySettingsTrail])],
    });
    const onSaved = vi.fn();
    render(<ConnectedCompanySettings apiBase={API_BASE} onSaved={onSaved} />);
    const name = await screen.findByRole('textbox', { name: 'Company Name' });
    expect(await screen.findByText('Priya Raman')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Demo Fleet Pty Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(callsTo(`PUT ${SETTINGS}`)[0]?.body).toMatchObject({ name: 'Demo Fleet Pty Ltd' });
    expect(toastMessages()).toContain(`success: ${companySettingsMessages.saved}`);
    const trail = await screen.findByRole('table', { name: 'Audit Trail' });
    await waitFor(() => expect(within(trail).getAllByRole('row')).toHaveLength(4));
    expect(within(trail).getByText(/Demo Fleet → Demo Fleet Pty Ltd/)).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server’s refusal on its field', async () => {
    fakeServer({
      [`GET ${SETTINGS}`]: [ok(companySettings)],
      [`PUT ${SETTINGS}`]: [failure(403, companySettingsMessages.industryOnlySystemAdmins)],
      [AUDITS]: [trailPage([])],
    });
    render(<ConnectedCompanySettings apiBase={API_BASE} />);
    const address = await screen.findByRole('textbox', { name: /Address/ });
    await userEvent.type(address, ', Level 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(companySettingsMessages.industryOnlySystemAdmins);
    expect(address).toHaveValue('1 George Street, Sydney NSW 2000, Level 2');
  });

  it('says why the settings could not be loaded, with Try again', async () => {
    fakeServer({ [`GET ${SETTINGS}`]: [failure(403, companySettingsMessages.mayNotManage), ok(companySettings)], [AUDITS]: [trailPage([])] });
    render(<ConnectedCompanySettings apiBase={API_BASE} />);
    expect(await screen.findByText(companySettingsMessages.mayNotManage)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Company Name' })).toHaveValue('Demo Fleet');
  });
});
