import { messages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationRequests } from '../test-support/registration-fixtures';
import { RegistrationRequests, type RegistrationRequestsProps } from './RegistrationRequests';

function renderTable(props: Partial<RegistrationRequestsProps> = {}) {
  const onAccept = vi.fn<RegistrationRequestsProps['onAccept']>();
  const user = userEvent.setup();
  render(<RegistrationRequests status="ready" requests={registrationRequests} onAccept={onAccept} {...props} />);
  return { user, onAccept };
}

describe('RegistrationRequests', () => {
  it('lists each request with its name, email, branch, date (dd/MM/yyyy), status and Accept', async () => {
    const { user, onAccept } = renderTable();

    const table = screen.getByRole('table', { name: 'Registration Requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Branch', 'Requested on', 'Status', 'Action']);
    const row = within(table).getByRole('row', { name: /Riley Nguyen/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['riley@example.test', 'Docklands', '03/06/2025', 'Pending Approval', 'Accept']);
    expect(within(table).getByRole('row', { name: /Jordan Lee/ })).toHaveTextContent('—');
    expect(screen.getByText('3 requests waiting for approval')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Accept Riley Nguyen' }));
    expect(onAccept).toHaveBeenCalledWith(registrationRequests[0]);
  });

  it('disables Accept while that request is being accepted', () => {
    renderTable({ accepting: [501] });

    expect(screen.getByRole('button', { name: 'Accepting Riley Nguyen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept Sam Okafor' })).toBeEnabled();
  });

  it('offers Accept only on pending requests', () => {
    renderTable({ requests: [{ ...registrationRequests[0]!, status: { name: 'Active' } }] });

    expect(screen.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
  });

  it('announces the server message and shows accept failures', () => {
    renderTable({ announcement: 'Registration request accepted.', actionError: messages.request.forbidden });

    expect(screen.getByText('Registration request accepted.').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
  });

  it('says when it is loading, when there is nothing pending, and why it failed', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<RegistrationRequests status="loading" requests={[]} onAccept={vi.fn()} />);
    expect(screen.getByText('Loading registration requests…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    rerender(<RegistrationRequests status="ready" requests={[]} onAccept={vi.fn()} />);
    expect(screen.getByText('No pending registration requests')).toBeInTheDocument();

    rerender(<RegistrationRequests status="error" requests={[]} error={messages.request.forbidden} onAccept={vi.fn()} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('offers more pages', async () => {
    const onLoadMore = vi.fn();
    const { user } = renderTable({ hasMore: true, onLoadMore });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
  });
});
