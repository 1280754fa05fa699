import { PERMISSION_NAMES, roleMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { coordinatorRole } from '../test-support/role-fixtures';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedRoleEditor } from './ConnectedRoleEditor';
import { ROLE_EDITOR_TEXT } from './role-editor-values';

const API_BASE = 'https://api.motorpool.test';
const ROLE = `/api/v1/tfm/roles/${coordinatorRole.pk}/`;
const PROFILE = 'GET /api/v1/accounts/user/profile/';

signInForEachTest(['super_users']);

describe('ConnectedRoleEditor', () => {
  it('saves the role, then reads the viewer’s own profile again so the page follows their permissions', async () => {
    const saved = { ...coordinatorRole, permissions: ['view_my_bookings'] };
    const reloaded = { ...profile, permissions: [...PERMISSION_NAMES] };
    const { callsTo } = fakeServer({ [`GET ${ROLE}`]: [ok(coordinatorRole)], [`PUT ${ROLE}`]: [ok(saved)], [PROFILE]: [ok(reloaded)] });
    render(<ConnectedRoleEditor apiBase={API_BASE} roleId={coordinatorRole.pk} onNavigate={vi.fn()} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Approve bookings/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(PROFILE)).toHaveLength(1));
    expect(callsTo(`PUT ${ROLE}`)[0]?.body).toEqual({ name: 'Pool coordinator', permissions: ['view_my_bookings'] });
    expect(toastMessages()).toContain(`success: ${ROLE_EDITOR_TEXT.saved}`);
    await waitFor(() => expect(sessionStore.getState().profile?.permissions).toEqual(reloaded.permissions));
  });

  it('creates a role and opens it', async () => {
    const onNavigate = vi.fn();
    fakeServer({ 'POST /api/v1/tfm/roles/': [ok(coordinatorRole, 201)], [PROFILE]: [ok(profile)] });
    render(<ConnectedRoleEditor apiBase={API_BASE} roleId="new" onNavigate={onNavigate} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Pool coordinator');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(coordinatorRole.pk));
  });

  it('shows the server’s refusals: the admin role’s lock on the field, a refused delete', async () => {
    fakeServer({
      [`GET ${ROLE}`]: [ok(coordinatorRole)],
      [`PUT ${ROLE}`]: [failure(409, roleMessages.nameTaken, { fields: { name: roleMessages.nameTaken } })],
      [`DELETE ${ROLE}`]: [failure(409, roleMessages.inUse(2))],
    });
    const onNavigate = vi.fn();
    render(<ConnectedRoleEditor apiBase={API_BASE} roleId={coordinatorRole.pk} onNavigate={onNavigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(roleMessages.nameTaken)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: ROLE_EDITOR_TEXT.delete }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(roleMessages.inUse(2));
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
