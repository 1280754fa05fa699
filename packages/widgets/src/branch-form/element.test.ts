import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { docklands, managers } from '../test-support/branch-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import {
  BRANCH_CANCEL_EVENT,
  BRANCH_FORM_TAG,
  BRANCH_SAVED_EVENT,
  MotorpoolBranchFormElement,
  type BranchCancelEventDetail,
  type BranchSavedEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-branch-form>', () => {
  it('is defined once', () => {
    registerMotorpoolElements();
    expect(customElements.get(BRANCH_FORM_TAG)).toBe(MotorpoolBranchFormElement);
  });

  it('edits the branch its pk names, and announces the save and Cancel', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/branches/21/': [ok(docklands)],
      'GET /api/v1/tfm/tags/': [list([])],
      'GET /api/v1/tfm/branch-managers/': [list(managers)],
      'GET /api/v1/tfm/branch-holidays/': [list([])],
      'PUT /api/v1/tfm/branches/21/': [ok(docklands)],
    });
    const saved = vi.fn((_event: CustomEvent<BranchSavedEventDetail>) => undefined);
    const cancelled = vi.fn((_event: CustomEvent<BranchCancelEventDetail>) => undefined);
    document.addEventListener(BRANCH_SAVED_EVENT, saved);
    document.addEventListener(BRANCH_CANCEL_EVENT, cancelled);
    const user = userEvent.setup();
    document.body.innerHTML = `<${BRANCH_FORM_TAG} api-base="${API_BASE}" pk="21" year="2024"></${BRANCH_FORM_TAG}>`;
    const shadow = withinShadow(BRANCH_FORM_TAG);
    expect(await shadow.findByRole('textbox', { name: 'Name' })).toHaveValue('Docklands');
    await user.click(shadow.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].detail).toEqual({ pk: 21, created: false });
    await user.click(shadow.getByRole('button', { name: 'Cancel' }));
    expect(cancelled.mock.calls[0]![0].detail).toEqual({ pk: 21 });
    expect(cancelled.mock.calls[0]![0].bubbles && cancelled.mock.calls[0]![0].composed).toBe(true);
    expect(callsTo('GET /api/v1/tfm/branch-holidays/')[0]?.query.get('year')).toBe('2024');
    document.removeEventListener(BRANCH_SAVED_EVENT, saved);
    document.removeEventListener(BRANCH_CANCEL_EVENT, cancelled);
  });
});
