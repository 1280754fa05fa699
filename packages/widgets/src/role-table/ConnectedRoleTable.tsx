import { callerOfProfile, mayManageRoles, roleCalls, type RoleDetail } from '@motorpool/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { failureTitle } from '../api/api-failure';
import { useSession } from '../session/session-store';
import { toast } from '../state/toast-store';
import type { ThemeName } from '../theme/theme-names';
import { useTableClient } from '../ui/data-table/table-client';
import { ROLE_TABLE_TEXT } from './role-table-values';
import { RoleTable, type RoleTableStatus } from './RoleTable';

export type ConnectedRoleTableProps = {
  apiBase?: string;
  /** The host opens the role editor (`/user-roles/{id}`, 'new' to add); the widget never writes the page's URL. */
  onOpen: (id: number | 'new') => void;
  theme?: ThemeName;
};

type Loaded = { status: RoleTableStatus; roles: RoleDetail[]; error: string | null };

/**
 * `RoleTable` wired to `tfm/roles/summary/` with the shared session, with
 * toasts. The list is read again after a delete, so counts are the server's.
 */
export function ConnectedRoleTable({ apiBase, onOpen, theme }: ConnectedRoleTableProps) {
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => roleCalls(request), [request]);
  const profile = useSession((session) => session.profile);
  const [state, setState] = useState<Loaded>({ status: 'loading', roles: [], error: null });
  const [attempt, setAttempt] = useState(0);

  const read = useCallback(async () => (await calls.listRoleDetails()).results, [calls]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: token, organisation and attempt are what a new read is for
  useEffect(() => {
    if (!token) return;
    let current = true;
    setState((before) => ({ ...before, status: 'loading', error: null }));
    read().then(
      (roles) => current && setState({ status: 'ready', roles, error: null }),
      (error: unknown) => current && setState({ status: 'error', roles: [], error: failureTitle(error) }),
    );
    return () => {
      current = false;
    };
  }, [read, token, organisation, attempt]);

  async function remove(role: RoleDetail) {
    try {
      await calls.deleteRole(role.pk);
      toast.success(ROLE_TABLE_TEXT.deleted);
      setState({ status: 'ready', roles: await read(), error: null });
    } catch (error) {
      // Held since the list was read: the server's 409 says by how many.
      toast.error(failureTitle(error));
    }
  }

  return (
    <RoleTable
      status={state.status}
      error={state.error}
      onRetry={() => setAttempt((value) => value + 1)}
      roles={state.roles}
      canManage={mayManageRoles(callerOfProfile(profile))}
      onOpen={onOpen}
      onDelete={remove}
      theme={theme}
    />
  );
}
