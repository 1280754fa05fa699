import { roleMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { coordinatorRole, demoRoles } from '../test-support/role-fixtures';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedRoleTable } from './ConnectedRoleTable';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/tfm/roles/summary/';
const DELETE = `DELETE /api/v1/tfm/roles/${coordinatorRole.pk}/`;

signInForEachTest(['super_users']);

describe('ConnectedRoleTable', () => {
  it('reads the roles, deletes one after the confirmation and reads them again', async () => {
    const rest = demoRoles.filter((role) => role.pk !== coordinatorRole.pk);
    const { callsTo } = fakeServer({ [LIST]: [onePage(demoRoles), onePage(rest)], [DELETE]: [ok({ message: 'Role deleted' })] });
    render(<ConnectedRoleTable apiBase={API_BASE} onOpen={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pool coordinator' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Pool coordinator' })).not.toBeInTheDocument());
    expect(callsTo(LIST)).toHaveLength(2);
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBe('11');
  });

  it('says why the server refused a delete', async () => {
    fakeServer({ [LIST]: [onePage(demoRoles)], [DELETE]: [failure(409, roleMessages.inUse(1))] });
    render(<ConnectedRoleTable apiBase={API_BASE} onOpen={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Pool coordinator' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastMessages()).toContain(`error: ${roleMessages.inUse(1)}`));
  });

  it('shows the server’s refusal to read, e.g. for someone who is not a super user', async () => {
    fakeServer({ [LIST]: [failure(403, roleMessages.mayNotManage)] });
    render(<ConnectedRoleTable apiBase={API_BASE} onOpen={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(roleMessages.mayNotManage);
  });
});
