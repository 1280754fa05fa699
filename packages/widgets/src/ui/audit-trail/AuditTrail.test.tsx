import type { AuditEntry } from '@motorpool/api';
import { render, renderHook, screen, waitFor, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../../test-support/fake-server';
import { signInForEachTest } from '../../test-support/session-fixtures';
import { AuditTrail, AUDIT_TRAIL_TEXT } from './AuditTrail';
import { useAuditTrail } from './use-audit-trail';

const AUDITS = 'GET /api/v1/organisations/audits/';
const API_BASE = 'https://api.motorpool.test';

const entry = (pk: number, changes: AuditEntry['changes'], actor: AuditEntry['actor'] = { pk: 7, name: 'Priya Raman' }): AuditEntry => ({
  pk,
  action: 'Updated',
  actor,
  changes,
  created_at: '2026-11-29T02:15:00Z',
});

describe('AuditTrail', () => {
  it('shows when, who and each change as "Field: before → after", labelled as the screen labels it', () => {
    render(
      <AuditTrail
        status="ready"
        entries={[
          entry(2, { default_time_zone: ['Asia/Kolkata', 'Australia/Sydney'], is_custom_fleet: [false, true], address: ['', '1 George St'] }),
          entry(1, null, null),
        ]}
        fieldLabels={{ default_time_zone: 'Default time zone' }}
        timeZone="Australia/Sydney"
      />,
    );
    const table = screen.getByRole('table', { name: AUDIT_TRAIL_TEXT.title });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('29/11/2026 01:15 PM');
    expect(first).toHaveTextContent('Priya Raman');
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Default time zone: Asia/Kolkata → Australia/Sydney', 'is custom fleet: No → Yes', 'address: — → 1 George St']);
    expect(second).toHaveTextContent('System');
    expect(second).toHaveTextContent('Updated');
  });

  it('says it is loading, that nothing is recorded yet, or why it failed with Try again', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<AuditTrail status="loading" entries={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(AUDIT_TRAIL_TEXT.loading);
    rerender(<AuditTrail status="ready" entries={[]} />);
    expect(screen.getByText(AUDIT_TRAIL_TEXT.empty)).toBeInTheDocument();
    rerender(<AuditTrail status="error" entries={[]} error="Server down" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    await userEvent.click(screen.getByRole('button', { name: AUDIT_TRAIL_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('useAuditTrail', () => {
  signInForEachTest(['organisation_write']);

  it('reads the newest page of one record’s trail, older pages on demand, and again on reload', async () => {
    const { callsTo } = fakeServer({
      [AUDITS]: [
        ok({ results: [entry(3, { name: ['B', 'C'] })], count: 2, next_page: 2 }),
        ok({ results: [entry(2, { name: ['A', 'B'] })], count: 2, next_page: null }),
        ok({ results: [entry(4, { name: ['C', 'D'] }), entry(3, { name: ['B', 'C'] })], count: 3, next_page: 2 }),
      ],
    });
    const { result } = renderHook(() => useAuditTrail('company_settings', '', API_BASE));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.entries.map((item) => item.pk)).toEqual([3]);
    expect(Object.fromEntries(callsTo(AUDITS)[0]!.query)).toEqual({ record_type: 'company_settings', record_key: '', page: '1', page_size: '20' });
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.onMore?.());
    await waitFor(() => expect(result.current.entries.map((item) => item.pk)).toEqual([3, 2]));
    expect(result.current.hasMore).toBe(false);

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.entries.map((item) => item.pk)).toEqual([4, 3]));
  });

  it('gives the server’s title when the trail cannot be read, and Try again reads it', async () => {
    fakeServer({ [AUDITS]: [failure(403, 'You do not have permission to read this audit trail.'), ok({ results: [], count: 0, next_page: null })] });
    const { result } = renderHook(() => useAuditTrail('company_settings', '', API_BASE));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe('You do not have permission to read this audit trail.');
    act(() => result.current.onRetry?.());
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });
});
