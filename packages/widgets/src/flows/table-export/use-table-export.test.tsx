import { messages } from '@motorpool/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session/session-store';
import { TableExportProgress } from './TableExportProgress';
import { UNSUPPORTED_FORMAT, useUsersExport } from './use-table-export';

const API_BASE = 'https://api.motorpool.test';

function UsersPage({ format }: { format: string }) {
  const usersExport = useUsersExport(API_BASE);
  return (
    <>
      <button type="button" onClick={() => void usersExport.start({ status: 'Active', ordering: 'name', page: 3, page_size: 15 }, format)}>
        Export
      </button>
      <TableExportProgress {...usersExport} onDismiss={usersExport.dismiss} />
    </>
  );
}

/** A CSV body the test writes chunk by chunk, to look at the progress in between. */
function heldCsv() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      headers: { 'content-type': 'text/csv', 'x-total-count': '3', 'content-disposition': 'attachment; filename="users-2025-06-03.csv"' },
    }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const clicked: string[] = [];
beforeAll(() => {
  // jsdom has no object URLs; these stay for the file, as the link's delayed revoke runs after each test.
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});

beforeEach(() => {
  clicked.length = 0;
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('useUsersExport', () => {
  it('streams the filtered table without its page, shows the rows as they arrive and saves the file', async () => {
    const csv = heldCsv();
    const fetch = vi.fn(async () => csv.response);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<UsersPage format="csv" />);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]));
    expect(url.pathname).toBe('/api/v1/tfm/employees-extensions/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'Active', ordering: 'name', is_export: 'csv' });

    await act(async () => csv.write('\uFEFFEmp ID,Name\nE1,"Ada\nLovelace"\n'));
    expect(await screen.findByText('Exporting users to CSV: 1 of 3 rows')).toBeInTheDocument();

    await act(async () => {
      csv.write('E2,Bob\nE3,Cy\n');
      csv.end();
    });
    expect(await screen.findByRole('status')).toHaveTextContent('users-2025-06-03.csv is ready in your downloads.');
    expect(clicked).toEqual(['users-2025-06-03.csv']);
  });

  it("shows the server's title when the export is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ errors: { title: messages.request.forbidden } }), { status: 403 })),
    );
    const user = userEvent.setup();
    render(<UsersPage format="xlsx" />);

    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
    expect(clicked).toEqual([]);
  });

  it('refuses a format the server does not offer without calling it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<UsersPage format="pdf" />);

    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(screen.getByRole('alert')).toHaveTextContent(UNSUPPORTED_FORMAT);
    expect(fetch).not.toHaveBeenCalled();
  });
});
