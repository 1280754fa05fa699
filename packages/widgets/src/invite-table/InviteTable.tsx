import { INVITE_ACTIONS_WIDTH, INVITE_STATUS_COLOURS, messages, type Invite } from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { DataTable, type ServerPageProps } from '../ui/data-table/DataTable';
import type { DataTableFeatures, ServerQuery } from '../ui/data-table/features';
import { RowActions } from '../ui/data-table/RowActions';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { textColumn } from '../ui/data-table/text-column';
import { useServerTable } from '../ui/data-table/use-server-table';

export type InviteTableProps = ServerPageProps<ServerQuery> & {
  /** The page of invites the server sent. */
  invites: Invite[];
  onResend: (invite: Invite) => void;
  /** Invites being resent right now (pks). */
  resending?: readonly number[];
};

/** Spec §4: an accepted invitation cannot be resent; an expired one can (that is how it is renewed). */
export function resendRefusal(invite: Invite): string | null {
  if (invite.status.name === 'Accepted') return messages.invite.accepted;
  return invite.pk === undefined ? 'This invitation cannot be resent.' : null;
}

type ResendContext = { onResend: (invite: Invite) => void; resending: readonly number[] };
const ResendContextValue = createContext<ResendContext>({ onResend: () => undefined, resending: [] });

function ResendCell({ row }: { row: { original: Invite } }) {
  const { onResend, resending } = useContext(ResendContextValue);
  const invite = row.original;
  return (
    <RowActions
      rowName={invite.name}
      actions={[
        {
          key: 'resend',
          label: 'Resend invitation',
          icon: 'resend',
          onSelect: () => onResend(invite),
          disabledReason: resendRefusal(invite),
          busy: invite.pk !== undefined && resending.includes(invite.pk),
        },
      ]}
    />
  );
}

const StatusCell = ({ row }: { row: { original: Invite } }) => (
  <StatusBadge text={row.original.status.name} colour={INVITE_STATUS_COLOURS[row.original.status.name]} />
);

const helper = createColumnHelper<DataTableFeatures, Invite>();
const text = textColumn<Invite>;

/** Spec §2 Invite table: Action (70 px), Name, Email, Branch, Status, Role. */
const INVITE_COLUMNS = helper.columns([
  helper.display({
    id: 'actions',
    header: 'Action',
    size: INVITE_ACTIONS_WIDTH,
    enableHiding: false,
    meta: { label: 'Action', pinned: true, cardControl: true },
    cell: ResendCell,
  }),
  text('name', 'Name', 220, (invite) => invite.name, { priority: true }),
  text('email', 'Email', 280, (invite) => invite.email, { priority: true }),
  text('branch', 'Branch', 200, (invite) => invite.branch?.name),
  helper.accessor((invite) => invite.status.name, {
    id: 'status',
    header: 'Status',
    size: 170,
    enableSorting: false,
    enableColumnFilter: false,
    enableHiding: false,
    meta: { label: 'Status', priority: true },
    cell: StatusCell,
  }),
  text('role', 'Role', 200, (invite) => invite.role?.name),
]);

const rowIdOf = (invite: Invite) => (invite.pk === undefined ? invite.email : String(invite.pk));

/**
 * The invitations of spec §2 without any HTTP: their status in its colour
 * (Accepted green, Pending Approval grey, Resent black, Expired red), pages
 * asked of the server through `onQueryChange`, and Resend on each row that
 * is not accepted yet.
 */
export function InviteTable({ status, invites, count, error, onRetry, query, onQueryChange, onResend, resending = [], theme }: InviteTableProps) {
  const table = useServerTable({ data: invites, columns: INVITE_COLUMNS, getRowId: rowIdOf, count, query, onQueryChange });
  return (
    <ResendContextValue.Provider value={{ onResend, resending }}>
      <DataTable
        table={table}
        label="Invitations"
        noun="invitations"
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText="No invitations sent yet"
        theme={theme}
      />
    </ResendContextValue.Provider>
  );
}
