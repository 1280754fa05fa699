import { messages, type RoleDetail } from '@motorpool/api';
import { useId } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import { useConfirmDelete } from '../ui/data-table/use-confirm-delete';
import { ROLE_TABLE_TEXT as TEXT, ROLES_TITLE } from './role-table-values';
import * as styles from './RoleTable.css';

export type RoleTableStatus = 'loading' | 'ready' | 'error';

export type RoleTableProps = {
  status: RoleTableStatus;
  error?: string | null;
  onRetry?: () => void;
  /** The organisation's roles (`GET roles/summary/`), by name. */
  roles: readonly RoleDetail[];
  /** Whether the viewer manages roles (mayManageRoles); without it the roles are shown only. */
  canManage: boolean;
  /** Opens the editor for a role, or for a new one ('new'). */
  onOpen: (id: number | 'new') => void;
  /** Called once the person confirms; only custom roles nobody holds offer it. */
  onDelete: (role: RoleDetail) => Promise<unknown> | void;
  theme?: ThemeName;
};

/** Why a role offers no Delete, or null when it does. */
export function deleteRefusal(role: RoleDetail): string | null {
  if (role.is_default) return TEXT.defaultNotDeletable;
  if (role.member_count > 0) return TEXT.heldNotDeletable(role.member_count);
  return null;
}

/**
 * The organisation's roles (spec §2 /user-roles) without any HTTP: each
 * role's name with an Admin role badge, whether it is a default or custom
 * role and how many members hold it; Edit, and Delete behind a confirmation
 * for a custom role nobody holds (otherwise the row says why not).
 */
export function RoleTable({ status, error, onRetry, roles, canManage, onOpen, onDelete, theme }: RoleTableProps) {
  const id = useId();
  const deletion = useConfirmDelete(onDelete);
  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={`${id}-title`} aria-busy={status === 'loading' || undefined}>
      <div part="toolbar" className={styles.toolbar}>
        <h2 part="heading" id={`${id}-title`} className={layout.heading}>
          {ROLES_TITLE}
        </h2>
        {canManage && (
          <Button size="small" disabled={status !== 'ready'} onClick={() => onOpen('new')}>
            {TEXT.add}
          </Button>
        )}
      </div>
      <p className={styles.lead}>{TEXT.lead}</p>
      {!canManage && <p className={styles.hint}>{TEXT.readOnly}</p>}
      {status === 'ready' ? (
        roles.length === 0 ? (
          <p className={layout.empty}>{TEXT.empty}</p>
        ) : (
          <ul part="rows" className={styles.rows} aria-labelledby={`${id}-title`}>
            {roles.map((role) => {
              const refusal = deleteRefusal(role);
              return (
                <li key={role.pk} className={styles.row} data-pk={role.pk}>
                  <div className={styles.rowText}>
                    <span className={styles.rowName}>
                      {role.name}
                      {role.is_admin_role && <span className={styles.badge}>{TEXT.adminBadge}</span>}
                    </span>
                    <span className={styles.rowMeta}>
                      {role.is_default ? TEXT.default : TEXT.custom} · {TEXT.memberCount(role.member_count)}
                    </span>
                    {canManage && refusal && <span className={styles.rowMeta}>{refusal}</span>}
                  </div>
                  {canManage && (
                    <div className={styles.buttons}>
                      <Button size="small" tone="neutral" variant="outline" aria-label={TEXT.edit(role.name)} onClick={() => onOpen(role.pk)}>
                        Edit
                      </Button>
                      {!refusal && (
                        <Button size="small" tone="critical" variant="outline" aria-label={TEXT.delete(role.name)} onClick={() => deletion.setConfirming(role)}>
                          Delete
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )
      ) : (
        <LoadState status={status} loadingText={TEXT.loading} error={error} fallbackError={TEXT.loadFailed} onRetry={onRetry} />
      )}
      {deletion.confirming && (
        <ConfirmDialog
          title={TEXT.deleteTitle(deletion.confirming.name)}
          message={TEXT.deleteMessage}
          confirmLabel="Delete"
          busyLabel={messages.userForm.deleting}
          busy={deletion.deleting}
          onCancel={() => deletion.setConfirming(null)}
          onConfirm={() => deletion.confirming && void deletion.confirmDelete(deletion.confirming)}
        />
      )}
    </section>
  );
}
