import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../state/toast-store';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { ConnectedGeneralSettings } from './ConnectedGeneralSettings';
import { HubsSettingCard } from './HubsSettingCard';
import { HUBS_SAVED } from './use-hubs-setting';

const API_BASE = 'https://api.motorpool.test';
const HUBS = 'GET /api/v1/tfm/settings/enable-hubs/';
const HUBS_SAVE = 'PUT /api/v1/tfm/settings/enable-hubs/';
const PROFILE = 'GET /api/v1/accounts/user/profile/';
const page = () => ok({ results: [], count: 0, next_page: null });
/** The rest of the screen's calls, fresh for each test (the fake server takes replies off their queues). */
const screenRoutes = () => ({
  'GET /api/v1/organisations/general-settings/': [ok({ help_desk: { phone: null, email: null, message: null }, user_manual_url: null })],
  'GET /api/v1/organisations/two-factor-policy/': [ok({ required: false })],
  'GET /api/v1/organisations/audits/': [page(), page(), page()],
});
const SWITCH = { name: 'Enable Hubs' };

describe('HubsSettingCard', () => {
  it('shows the switch as the organisation has it and says what turning it off does', () => {
    render(<HubsSettingCard enabled onChange={vi.fn()} />);
    const box = screen.getByRole('checkbox', SWITCH);
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(/Existing hubs and hub managers are kept/);
  });

  it('changes at a click, and holds still while saving', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<HubsSettingCard enabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', SWITCH));
    expect(onChange).toHaveBeenCalledWith(false);
    rerender(<HubsSettingCard enabled saving onChange={onChange} />);
    expect(screen.getByRole('checkbox', SWITCH)).toBeDisabled();
  });

  it('has no switch until the setting is read, and says why it could not be', () => {
    const { rerender } = render(<HubsSettingCard enabled={null} onChange={vi.fn()} />);
    expect(screen.queryByRole('checkbox', SWITCH)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the hubs setting');
    rerender(<HubsSettingCard enabled={null} loadError="The server could not be reached." onChange={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});

describe('Enable Hubs on the general settings screen', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
    sessionStore.getState().setProfile(profile);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves on change and reads the profile again, whose current organisation the hub menus and fields follow', async () => {
    const turnedOff = { ...profile, current_organisation: { ...profile.current_organisation!, hubs_enabled: false } };
    const { callsTo } = fakeServer({ ...screenRoutes(), [HUBS]: [ok({ enabled: true })], [HUBS_SAVE]: [ok({ enabled: false })], [PROFILE]: [ok(turnedOff)] });
    render(<ConnectedGeneralSettings apiBase={API_BASE} />);
    const box = await screen.findByRole('checkbox', SWITCH);
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(callsTo(HUBS_SAVE)[0]?.body).toEqual({ enabled: false });
    await waitFor(() => expect(sessionStore.getState().profile?.current_organisation?.hubs_enabled).toBe(false));
    expect(toastStore.getState().toasts.map((entry) => entry.message)).toContain(HUBS_SAVED);
  });

  it("keeps the switch as it was when the server refuses, with the server's title", async () => {
    fakeServer({ ...screenRoutes(), [HUBS]: [ok({ enabled: false })], [HUBS_SAVE]: [failure(403, messages.request.forbidden)] });
    render(<ConnectedGeneralSettings apiBase={API_BASE} />);
    const box = await screen.findByRole('checkbox', SWITCH);
    await userEvent.click(box);
    await waitFor(() => expect(toastStore.getState().toasts.map((entry) => entry.message)).toContain(messages.request.forbidden));
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });
});
