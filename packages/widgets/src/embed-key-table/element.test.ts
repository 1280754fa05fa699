import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { embedKeys, intranetKey } from './embed-key-fixtures';
import { EMBED_KEY_CHANGE_EVENT, EMBED_KEY_TABLE_TAG, MotorpoolEmbedKeyTableElement, type EmbedKeyChangeEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-embed-key-table>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(EMBED_KEY_TABLE_TAG)).toBe(MotorpoolEmbedKeyTableElement);
  });

  it('announces a paused key with a bubbling, composed event, its form and dialogs inside the shadow root', async () => {
    const paused = { ...intranetKey, is_active: false };
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/embed-keys/': [ok({ results: embedKeys, count: 3, next_page: null })],
      'PUT /api/v1/tfm/embed-keys/31/': [ok(paused)],
    });
    const heard = vi.fn((_event: CustomEvent<EmbedKeyChangeEventDetail>) => undefined);
    document.addEventListener(EMBED_KEY_CHANGE_EVENT, heard);
    const user = userEvent.setup();

    document.body.innerHTML = `<${EMBED_KEY_TABLE_TAG} api-base="${API_BASE}" organisation="12" date-format="dd MMM yyyy"></${EMBED_KEY_TABLE_TAG}>`;
    const shadow = withinShadow(EMBED_KEY_TABLE_TAG);
    expect(await shadow.findByText('02 Nov 2026')).toBeInTheDocument();
    await user.click(shadow.getByRole('button', { name: 'Add embed key' }));
    expect(shadow.getByRole('dialog', { name: 'Add embed key' })).toBeInTheDocument();
    await user.click(shadow.getByRole('button', { name: 'Cancel' }));
    await user.click(shadow.getByRole('button', { name: 'Pause Intranet calendar' }));

    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const event = heard.mock.calls[0]![0];
    expect(event.detail).toEqual({ change: 'paused', key: paused });
    expect(event.target).toBe(document.querySelector(EMBED_KEY_TABLE_TAG));
    expect(event.bubbles && event.composed).toBe(true);
    expect(callsTo('GET /api/v1/tfm/embed-keys/')[0]?.headers.get('organisation')).toBe('12');
    document.removeEventListener(EMBED_KEY_CHANGE_EVENT, heard);
  });
});
