import type { Profile } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { branches } from '../test-support/branch-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { BRANCH_EDIT_EVENT, BRANCH_OPEN_EVENT, BRANCH_TABLE_TAG, MotorpoolBranchTableElement, type BranchActionEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['organisation_write'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-branch-table>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(BRANCH_TABLE_TAG)).toBe(MotorpoolBranchTableElement);
  });

  it('announces edit and open with bubbling, composed events', async () => {
    const { callsTo } = fakeServer({ 'GET /api/v1/tfm/branches/': [ok({ results: branches, count: 3, next_page: null })] });
    const edits = vi.fn((_event: CustomEvent<BranchActionEventDetail>) => undefined);
    const opens = vi.fn((_event: CustomEvent<BranchActionEventDetail>) => undefined);
    document.addEventListener(BRANCH_EDIT_EVENT, edits);
    document.addEventListener(BRANCH_OPEN_EVENT, opens);
    const user = userEvent.setup();
    document.body.innerHTML = `<${BRANCH_TABLE_TAG} api-base="${API_BASE}" page-size="10"></${BRANCH_TABLE_TAG}>`;
    const shadow = withinShadow(BRANCH_TABLE_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Edit Sydney Airport' }));
    await user.click(shadow.getByRole('button', { name: 'Docklands' }));
    await waitFor(() => expect(opens).toHaveBeenCalledTimes(1));
    expect(edits.mock.calls[0]![0].detail).toEqual({ pk: 22 });
    expect(opens.mock.calls[0]![0].detail).toEqual({ pk: 21 });
    expect(edits.mock.calls[0]![0].target).toBe(document.querySelector(BRANCH_TABLE_TAG));
    expect(edits.mock.calls[0]![0].bubbles && edits.mock.calls[0]![0].composed).toBe(true);
    expect(callsTo('GET /api/v1/tfm/branches/')[0]?.query.get('page_size')).toBe('10');
    document.removeEventListener(BRANCH_EDIT_EVENT, edits);
    document.removeEventListener(BRANCH_OPEN_EVENT, opens);
  });
});
