import { importMessages, messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importedSummary, previewWithErrors } from '../test-support/import-fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedUserImport } from './ConnectedUserImport';

const API_BASE = 'https://api.motorpool.test';
const IMPORT_URL = `${API_BASE}/api/v1/tfm/employees-extensions/import/`;

type Sent = { url: string; headers: Headers; form: FormData | null };

/** Answers each call with the next reply; NDJSON bodies are written line by line as the server streams them. */
function stubFetch(replies: Array<() => Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), headers: new Headers(init.headers), form: init.body instanceof FormData ? init.body : null });
    const reply = replies.shift();
    if (!reply) throw new TypeError(`no reply for ${String(input)}`);
    return reply();
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const ndjson =
  (...lines: unknown[]) =>
  () =>
    new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(''), { headers: { 'content-type': 'application/x-ndjson' } });
const failure = (status: number, title: string) => () =>
  new Response(JSON.stringify({ errors: { title } }), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('ConnectedUserImport', () => {
  it('checks the chosen file with a dry run, then imports only the valid rows and reports the summary', async () => {
    const sent = stubFetch([
      ndjson({ type: 'progress', phase: 'checking', processed: 12, total: 12 }, previewWithErrors),
      ndjson({ type: 'progress', phase: 'saving', processed: 10, total: 10 }, importedSummary),
    ]);
    const onImported = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedUserImport apiBase={API_BASE} onImported={onImported} />);

    const file = new File(['Email,First Name\n'], 'people.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV or XLSX file, up to 5 MB'), file);

    expect(await screen.findByText(importMessages.hasErrors)).toBeInTheDocument();
    expect(sent[0]?.url).toBe(IMPORT_URL);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(sent[0]?.headers.get('organisation')).toBe('11');
    expect(sent[0]?.form?.get('dry_run')).toBe('true');
    expect((sent[0]?.form?.get('file') as File | undefined)?.name).toBe('people.csv');

    await user.click(screen.getByRole('button', { name: 'Import only the 10 valid rows' }));

    expect(await screen.findByText(/Import finished: 7 users added/)).toBeInTheDocument();
    expect(sent[1]?.form?.get('dry_run')).toBe('false');
    expect(sent[1]?.form?.get('only_valid')).toBe('true');
    expect(onImported).toHaveBeenCalledWith(importedSummary);
  });

  it('shows the server title when the file is refused and lets another be chosen', async () => {
    stubFetch([failure(413, importMessages.tooLarge)]);
    const user = userEvent.setup();
    render(<ConnectedUserImport apiBase={API_BASE} />);

    await user.upload(screen.getByLabelText('CSV or XLSX file, up to 5 MB'), new File(['x'], 'big.csv'));

    expect(await screen.findByRole('alert')).toHaveTextContent(importMessages.tooLarge);
    expect(screen.getByLabelText('CSV or XLSX file, up to 5 MB')).toBeEnabled();
  });

  it('goes back to the preview with the reason when the import fails midway', async () => {
    const title = 'The import stopped: the database is unavailable.';
    stubFetch([ndjson({ ...previewWithErrors, failed: 0, valid: 12, errors: [] }), ndjson({ type: 'error', title })]);
    const user = userEvent.setup();
    render(<ConnectedUserImport apiBase={API_BASE} />);

    await user.upload(screen.getByLabelText('CSV or XLSX file, up to 5 MB'), new File(['x'], 'people.csv'));
    await user.click(await screen.findByRole('button', { name: 'Import all' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(screen.getByRole('button', { name: 'Import all' })).toBeEnabled();
  });

  it('shows the new errors as a preview when the import finds rows that became invalid since the preview', async () => {
    const clean = { ...previewWithErrors, valid: 12, failed: 0, errors: [] };
    const refused = { ...previewWithErrors, dry_run: false, saved: false };
    stubFetch([ndjson(clean), ndjson(refused)]);
    const onImported = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedUserImport apiBase={API_BASE} onImported={onImported} />);

    await user.upload(screen.getByLabelText('CSV or XLSX file, up to 5 MB'), new File(['x'], 'people.csv'));
    await user.click(await screen.findByRole('button', { name: 'Import all' }));

    expect(await screen.findByText(importMessages.hasErrors)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import only the 10 valid rows' })).toBeEnabled();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('downloads a template through a temporary link', async () => {
    const sent = stubFetch([
      () =>
        new Response('Employee ID,First Name\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="users-import-template.csv"' },
        }),
    ]);
    // jsdom has no object URLs; these stay for the file, as the link's delayed revoke runs after the test.
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    render(<ConnectedUserImport apiBase={API_BASE} />);

    await user.click(screen.getByRole('button', { name: 'CSV template' }));

    await waitFor(() => expect(clicked).toEqual(['users-import-template.csv']));
    expect(sent[0]?.url).toBe(`${API_BASE}/api/v1/tfm/employees-extensions/import/template/?format=csv`);
    expect(screen.getByRole('button', { name: 'CSV template' })).toBeEnabled();
    click.mockRestore();
  });

  it('says why a template could not be downloaded', async () => {
    stubFetch([failure(403, messages.request.forbidden)]);
    const user = userEvent.setup();
    render(<ConnectedUserImport apiBase={API_BASE} />);

    await user.click(screen.getByRole('button', { name: 'XLSX template' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });
});
