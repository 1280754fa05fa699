import { messages, inviteCalls, type Invite } from '@motorpool/api';
import { failureTitle } from '../api/api-failure';
import type { PageSize } from '../ui/data-table/features';
import { useTableClient } from '../ui/data-table/table-client';
import { pagedTableProps, useServerPages } from '../ui/data-table/use-server-pages';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { InviteTable } from './InviteTable';
import { InviteTableStoreProvider, useInviteTableStore, useInviteTableStoreApi } from './store';

export type ConnectedInviteTableProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation whose invitations to show; the session's selected one by default. */
  organisation?: number | null;
  /** Rows per page to start with (spec §9 sizes); 15 by default. */
  pageSize?: PageSize;
  /** After an invitation was resent, with the server's updated invite. */
  onResent?: (invite: Invite) => void;
  theme?: ThemeName;
};

/** `InviteTable` wired to the fleet service with the shared session: pages of invitations, and Resend with its toasts. */
export function ConnectedInviteTable(props: ConnectedInviteTableProps) {
  return (
    <InviteTableStoreProvider initial={{ pageSize: props.pageSize }}>
      <ConnectedInviteTableView {...props} />
    </InviteTableStoreProvider>
  );
}

function ConnectedInviteTableView({ apiBase, organisation, onResent, theme }: ConnectedInviteTableProps) {
  const store = useInviteTableStoreApi();
  const state = useInviteTableStore((current) => current);
  const connection = useTableClient(apiBase, organisation);
  const reload = useServerPages({
    store,
    connection,
    fetchPage: (request, query) => inviteCalls(request).listInvites({ page: query.page, page_size: query.pageSize }),
  });

  async function resend(invite: Invite) {
    const pk = invite.pk;
    if (pk === undefined) return;
    const { resendStarted, resent, resendFailed } = store.getState();
    resendStarted(pk);
    try {
      const updated = await inviteCalls(connection.request).resendInvite(pk);
      resent({ ...updated, pk });
      toast.success(messages.invite.resent);
      onResent?.(updated);
    } catch (error) {
      resendFailed(pk);
      toast.error(failureTitle(error));
    }
  }

  return (
    <InviteTable
      {...pagedTableProps(state, reload)}
      invites={state.rows}
      onResend={(invite) => void resend(invite)}
      resending={state.resending}
      theme={theme}
    />
  );
}
