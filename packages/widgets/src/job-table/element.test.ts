import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { JOB_RETRIED_EVENT, JOB_TABLE_TAG, MotorpoolJobTableElement, type JobRetriedEventDetail } from './element';
import { failedJob, jobsInEveryState } from './job-fixtures';

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

describe('<motorpool-job-table>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(JOB_TABLE_TAG)).toBe(MotorpoolJobTableElement);
  });

  it('announces a retried job with a bubbling, composed event', async () => {
    const queued = { ...failedJob, state: 'queued' as const };
    const { callsTo } = fakeServer({
      'GET /api/v1/jobs/': [ok({ results: jobsInEveryState, count: jobsInEveryState.length, next_page: null })],
      [`POST /api/v1/jobs/${failedJob.id}/retry/`]: [ok(queued)],
    });
    const heard = vi.fn((_event: CustomEvent<JobRetriedEventDetail>) => undefined);
    document.addEventListener(JOB_RETRIED_EVENT, heard);
    const user = userEvent.setup();

    document.body.innerHTML = `<${JOB_TABLE_TAG} api-base="${API_BASE}" page-size="10" state="failed"></${JOB_TABLE_TAG}>`;
    const shadow = withinShadow(JOB_TABLE_TAG);
    await user.click(await shadow.findByRole('button', { name: `Retry ${failedJob.kind} ${failedJob.subject}` }));

    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const event = heard.mock.calls[0]![0];
    expect(event.detail).toEqual({ job: queued });
    expect(event.target).toBe(document.querySelector(JOB_TABLE_TAG));
    expect(event.bubbles && event.composed).toBe(true);
    expect(Object.fromEntries(callsTo('GET /api/v1/jobs/')[0]?.query ?? [])).toEqual({ page: '1', page_size: '10', state: 'failed' });
    document.removeEventListener(JOB_RETRIED_EVENT, heard);
  });
});
