import { embedMessages, messages, type EmbedKey } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedEmbedKeyTable } from './ConnectedEmbedKeyTable';
import { dealerKey, embedKeys, intranetKey } from './embed-key-fixtures';
import { EMBED_KEY_TOASTS } from './embed-key-values';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/embed-keys/';
const CREATE = 'POST /api/v1/tfm/embed-keys/';

const card = (name: string) => within(screen.getByRole('listitem', { name }));
const form = () => within(screen.getByRole('dialog'));

const partnerKey: EmbedKey = {
  ...intranetKey,
  pk: 32,
  key: 'mpk_UGFydG5lclBhZ2VLZXkwMDA0',
  name: 'Partner page',
  allowed_origins: ['https://partner.example.com'],
  created_at: '2026-11-20T08:00:00.000Z',
};

signInForEachTest(['organisation_write']);

describe('ConnectedEmbedKeyTable', () => {
  it('reads every page of keys in the session’s organisation', async () => {
    const { callsTo } = fakeServer({
      [LIST]: [ok({ results: embedKeys.slice(0, 2), count: 3, next_page: 2 }), ok({ results: embedKeys.slice(2), count: 3, next_page: null })],
    });
    render(<ConnectedEmbedKeyTable apiBase={API_BASE} />);
    expect(await screen.findByRole('listitem', { name: 'Old partner site' })).toBeInTheDocument();
    expect(callsTo(LIST).map((call) => Object.fromEntries(call.query))).toEqual([
      { page: '1', page_size: '100' },
      { page: '2', page_size: '100' },
    ]);
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('11');
  });

  it('creates a key, lists it first and says so', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { callsTo } = fakeServer({ [LIST]: [onePage(embedKeys)], [CREATE]: [ok(partnerKey, 201)] });
    render(<ConnectedEmbedKeyTable apiBase={API_BASE} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Add embed key' }));
    await user.paste('Partner page');
    await user.click(form().getByRole('textbox', { name: 'Origin 1' }));
    await user.paste('https://partner.example.com');
    await user.click(form().getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(CREATE)[0]?.body).toEqual({
      name: 'Partner page',
      allowed_origins: ['https://partner.example.com'],
      scope: 'calendar_read',
      show_driver_name: false,
    });
    expect(screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-labelledby'))[0]).toHaveAccessibleName('Partner page');
    expect(toastMessages()).toEqual([`success: ${EMBED_KEY_TOASTS.created}`]);
    expect(onChange).toHaveBeenCalledWith({ change: 'created', key: partnerKey });
    expect(screen.getByRole('button', { name: 'Add embed key' })).toHaveFocus();
  });

  it('keeps the form as typed when the server refuses, with its message on the field', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [onePage(embedKeys)],
      [CREATE]: [failure(400, messages.request.invalid, { fields: { allowed_origins: embedMessages.originInvalid } }), ok(partnerKey, 201)],
    });
    render(<ConnectedEmbedKeyTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Add embed key' }));
    await user.paste('Partner page');
    await user.click(form().getByRole('textbox', { name: 'Origin 1' }));
    await user.paste('https://partner.example.com');
    await user.click(form().getByRole('button', { name: 'Create key' }));
    expect(await form().findByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(form().getByRole('group', { name: 'Allowed origins' })).toHaveAccessibleDescription(embedMessages.originInvalid);
    expect(form().getByRole('textbox', { name: 'Name' })).toHaveValue('Partner page');
    expect(form().getByRole('textbox', { name: 'Origin 1' })).toHaveValue('https://partner.example.com');
    expect(toastMessages()).toEqual([]);

    await user.click(form().getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(CREATE)).toHaveLength(2);
  });

  it('pauses and resumes a key with everything else as it was', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [LIST]: [onePage(embedKeys)],
      'PUT /api/v1/tfm/embed-keys/31/': [ok({ ...intranetKey, is_active: false })],
      'PUT /api/v1/tfm/embed-keys/30/': [failure(409, embedMessages.keyRevokedNoChange)],
    });
    render(<ConnectedEmbedKeyTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Pause Intranet calendar' }));
    expect(await card('Intranet calendar').findByRole('button', { name: 'Resume Intranet calendar' })).toBeInTheDocument();
    expect(card('Intranet calendar').getByText('Paused')).toBeInTheDocument();
    expect(callsTo('PUT /api/v1/tfm/embed-keys/31/')[0]?.body).toEqual({
      name: intranetKey.name,
      allowed_origins: intranetKey.allowed_origins,
      scope: intranetKey.scope,
      show_driver_name: false,
      is_active: false,
    });

    await user.click(screen.getByRole('button', { name: 'Resume Dealer booking page' }));
    await waitFor(() => expect(toastMessages()).toEqual([`success: ${EMBED_KEY_TOASTS.paused}`, `error: ${embedMessages.keyRevokedNoChange}`]));
    expect(card('Dealer booking page').getByText('Paused')).toBeInTheDocument();
    expect(callsTo('PUT /api/v1/tfm/embed-keys/30/')[0]?.body).toMatchObject({ is_active: true });
  });

  it('revokes after the confirmation and lists the key as the server keeps it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const revoked = { ...dealerKey, is_active: false, revoked_at: '2026-11-26T10:00:00.000Z' };
    const { callsTo } = fakeServer({
      [LIST]: [onePage(embedKeys), onePage([intranetKey, revoked, embedKeys[2]])],
      'DELETE /api/v1/tfm/embed-keys/30/': [ok({ message: embedMessages.revoked })],
    });
    render(<ConnectedEmbedKeyTable apiBase={API_BASE} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Dealer booking page' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke Dealer booking page?' })).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await card('Dealer booking page').findByText('26/11/2026')).toBeInTheDocument();
    expect(card('Dealer booking page').queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo('DELETE /api/v1/tfm/embed-keys/30/')).toHaveLength(1);
    expect(toastMessages()).toEqual([`success: ${embedMessages.revoked}`]);
    expect(onChange).toHaveBeenCalledWith({ change: 'revoked', key: revoked });
  });

  it('shows why the keys cannot be listed', async () => {
    fakeServer({ [LIST]: [failure(403, messages.request.forbidden)] });
    render(<ConnectedEmbedKeyTable apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });
});
