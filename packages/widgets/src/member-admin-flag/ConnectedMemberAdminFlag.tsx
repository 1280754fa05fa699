import { adminFlagCalls, adminFlagMessages } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { useSessionLoad } from '../state/use-session-load';
import { toast } from '../state/toast-store';
import type { ThemeName } from '../theme/theme-names';
import { useAuditTrail } from '../ui/audit-trail/use-audit-trail';
import { useTableClient } from '../ui/data-table/table-client';
import { MemberAdminFlag } from './MemberAdminFlag';
import { MemberAdminFlagStoreProvider, useMemberAdminFlagStore, useMemberAdminFlagStoreApi } from './store';

export type ConnectedMemberAdminFlagProps = {
  /** The member (employee extension) whose flag this is. */
  pk: number;
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  onChange?: (flag: boolean) => void;
  theme?: ThemeName;
};

/** `MemberAdminFlag` wired to `tfm/employees-extensions/{pk}/admin-flag/` and the member's trail, with the shared session. */
export function ConnectedMemberAdminFlag(props: ConnectedMemberAdminFlagProps) {
  return (
    <MemberAdminFlagStoreProvider>
      <ConnectedView {...props} />
    </MemberAdminFlagStoreProvider>
  );
}

function ConnectedView({ pk, apiBase, onChange, theme }: ConnectedMemberAdminFlagProps) {
  const store = useMemberAdminFlagStoreApi();
  const state = useMemberAdminFlagStore((current) => current);
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => adminFlagCalls(request), [request]);
  const fetch = useCallback(async () => (await calls.getAdminFlag(pk)).is_business_admin, [calls, pk]);
  const retry = useSessionLoad({ store, token, organisation, fetch });
  const trail = useAuditTrail('member', String(pk), apiBase);

  async function change(flag: boolean) {
    const { saveStarted, saved, saveFailed } = store.getState();
    saveStarted();
    try {
      const answer = await calls.updateAdminFlag(pk, { is_business_admin: flag });
      saved(answer.is_business_admin);
      toast.success(adminFlagMessages.saved);
      trail.reload();
      onChange?.(answer.is_business_admin);
    } catch (error) {
      saveFailed(failureTitle(error));
    }
  }

  return (
    <MemberAdminFlag
      status={state.status}
      flag={state.flag}
      loadError={state.loadError}
      onRetry={retry}
      saving={state.saving}
      saveError={state.saveError}
      onChange={(flag) => void change(flag)}
      trail={trail}
      theme={theme}
    />
  );
}
