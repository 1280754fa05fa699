import { messages, type Invite } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialServerQuery, type ServerQuery } from '../ui/data-table/features';
import { invites } from '../test-support/user-table-fixtures';
import { InviteTable, type InviteTableProps } from './InviteTable';

function renderTable(props: Partial<InviteTableProps> = {}) {
  const handlers = { onQueryChange: vi.fn<(query: ServerQuery) => void>(), onResend: vi.fn<(invite: Invite) => void>(), onRetry: vi.fn() };
  render(<InviteTable status="ready" invites={invites} count={4} query={initialServerQuery()} {...handlers} {...props} />);
  return handlers;
}

const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('InviteTable', () => {
  it('shows Action, Name, Email, Branch, Status and Role, the action column 70 px wide', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-label'))).toEqual(['Action', 'Name', 'Email', 'Branch', 'Status', 'Role']);
    expect(headers[0]).toHaveStyle({ width: '70px' });
    expect(screen.queryByRole('button', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('shows each status in its colour: Accepted green, Pending Approval grey, Resent black, Expired red', () => {
    renderTable();
    const colourOf = (name: string, status: string) => rowOf(name).getByText(status).getAttribute('data-colour');
    expect(colourOf('Tom Berg', 'Accepted')).toBe('green');
    expect(colourOf('Riley Nguyen', 'Pending Approval')).toBe('grey');
    expect(colourOf('Sky Patel', 'Resent')).toBe('black');
    expect(colourOf('Uma Shah', 'Expired')).toBe('red');
  });

  it('disables resend once accepted, with the reason, and resends pending, resent and expired ones', async () => {
    const user = userEvent.setup();
    const { onResend } = renderTable();
    const accepted = screen.getByRole('button', { name: 'Resend invitation Tom Berg' });
    expect(accepted).toHaveAttribute('aria-disabled', 'true');
    expect(accepted).toHaveAccessibleDescription(messages.invite.accepted);
    await user.click(accepted);
    expect(onResend).not.toHaveBeenCalled();

    for (const [index, name] of [
      [0, 'Riley Nguyen'],
      [1, 'Sky Patel'],
      [3, 'Uma Shah'],
    ] as const) {
      const button = screen.getByRole('button', { name: `Resend invitation ${name}` });
      expect(button).not.toHaveAttribute('aria-disabled');
      await user.click(button);
      expect(onResend).toHaveBeenLastCalledWith(invites[index]);
    }
  });

  it('waits while an invitation is being resent', async () => {
    const user = userEvent.setup();
    const { onResend } = renderTable({ resending: [601] });
    const button = screen.getByRole('button', { name: 'Resend invitation Riley Nguyen' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onResend).not.toHaveBeenCalled();
  });

  it('pages through the invitations with the page sizes of spec §9', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ count: 37, query: initialServerQuery(10) });
    expect(screen.getByText('1–10 of 37 invitations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 10, ordering: null, filters: {} });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '2');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 2, ordering: null, filters: {} });
  });

  it('says when there are no invitations, and shows a failure with Retry', async () => {
    const user = userEvent.setup();
    renderTable({ invites: [], count: 0 });
    expect(screen.getByText('No invitations sent yet')).toBeInTheDocument();
    const { onRetry } = renderTable({ status: 'error', invites: [], count: 0, error: messages.request.forbidden });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
