import { messages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memberships } from '../test-support/membership-fixtures';
import { PROFILE_MEMBERSHIPS_TEXT, ProfileMemberships, type ProfileMembershipsProps } from './ProfileMemberships';

function renderMemberships(props: Partial<ProfileMembershipsProps> = {}) {
  const onLeave = vi.fn<ProfileMembershipsProps['onLeave']>(async () => undefined);
  const user = userEvent.setup();
  render(<ProfileMemberships status="ready" memberships={memberships} onLeave={onLeave} {...props} />);
  return { user, onLeave };
}

describe('ProfileMemberships', () => {
  it('lists each organisation with role, branch and status', () => {
    renderMemberships();

    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { name: 'Demo Fleet' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('RoleDriver');
    expect(items[0]).toHaveTextContent('BranchParramatta');
    expect(items[1]).toHaveTextContent('StatusInactive');
  });

  it('leaves an organisation only after the confirmation, saying when it signs the person out', async () => {
    const { user, onLeave } = renderMemberships({ currentOrganisation: 11 });

    await user.click(screen.getByRole('button', { name: 'Leave organisation Demo Fleet' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave Demo Fleet?' });
    expect(dialog).toHaveAccessibleDescription(PROFILE_MEMBERSHIPS_TEXT.confirmMessage('Demo Fleet', true));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onLeave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Leave organisation Harbour City FleetShare' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(PROFILE_MEMBERSHIPS_TEXT.confirmMessage('Harbour City FleetShare', false));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: PROFILE_MEMBERSHIPS_TEXT.leave }));
    expect(onLeave).toHaveBeenCalledWith(12);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows why leaving was refused, and disables Leave while one is under way', () => {
    renderMemberships({ leaving: 12, leaveError: messages.membership.onlyAdmin('Harbour City FleetShare') });

    expect(screen.getByRole('alert')).toHaveTextContent(messages.membership.onlyAdmin('Harbour City FleetShare'));
    expect(screen.getByRole('button', { name: 'Leave organisation Demo Fleet' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Leave organisation Harbour City FleetShare' })).toHaveTextContent(PROFILE_MEMBERSHIPS_TEXT.leaving);
  });

  it('says it is loading, that there are none, or why it could not load, with a retry', async () => {
    const onRetry = vi.fn();
    const { unmount } = render(<ProfileMemberships status="loading" memberships={[]} onLeave={vi.fn()} />);
    expect(screen.getByText(PROFILE_MEMBERSHIPS_TEXT.loading)).toBeInTheDocument();
    unmount();

    const none = render(<ProfileMemberships status="ready" memberships={[]} onLeave={vi.fn()} />);
    expect(screen.getByText(PROFILE_MEMBERSHIPS_TEXT.none)).toBeInTheDocument();
    none.unmount();

    render(<ProfileMemberships status="error" memberships={[]} loadError={messages.request.unexpected} onRetry={onRetry} onLeave={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.unexpected);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
