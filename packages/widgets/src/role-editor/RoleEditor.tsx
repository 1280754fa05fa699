import {
  messages,
  PERMISSION_AREAS,
  PERMISSION_CATALOGUE,
  permissionsByArea,
  roleMessages,
  ROLE_NAME_MAX_LENGTH,
  type Permission,
  type PermissionArea,
  type RoleDetail,
  type RoleWrite,
} from '@motorpool/api';
import { useId, useState, type FormEvent } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import { useConfirmDelete } from '../ui/data-table/use-confirm-delete';
import { FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { FormAlert } from '../ui/form/FormAlert';
import { isLocked, ROLE_EDITOR_TEXT as TEXT } from './role-editor-values';
import * as styles from './RoleEditor.css';

export type RoleEditorStatus = 'loading' | 'ready' | 'error';

export type RoleEditorProps = {
  status: RoleEditorStatus;
  error?: string | null;
  onRetry?: () => void;
  /** The role edited; null adds one. */
  editing: RoleDetail | null;
  /** Whether the viewer manages roles (mayManageRoles); without it the role is shown only. */
  canManage: boolean;
  saving?: boolean;
  /** The last refusal of a save: the server's title and its field errors. */
  saveError?: string | null;
  saveFieldErrors?: Readonly<Record<string, string>> | null;
  /** Why the server refused the delete (a member took the role meanwhile). */
  deleteError?: string | null;
  /** Resolve `true` once saved. */
  onSave: (write: RoleWrite) => Promise<boolean> | boolean;
  onDelete: (role: RoleDetail) => Promise<unknown> | void;
  onBack: () => void;
  theme?: ThemeName;
};

/**
 * One role (spec §2 /user-roles/{id}, `new` to add) without any HTTP: its
 * name and the permission catalogue grouped by area, each permission a
 * checkbox with its description. The admin role's organisation_write and
 * super_users stay checked and cannot be unchecked, with the reason; a
 * custom role nobody holds can be deleted after a confirmation, and the
 * editor says why any other cannot.
 */
export function RoleEditor(props: RoleEditorProps) {
  const { status, editing: role, theme } = props;
  const id = useId();
  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={`${id}-title`} aria-busy={status === 'loading' || undefined}>
      <h2 part="heading" id={`${id}-title`} className={layout.heading}>
        {role ? TEXT.editTitle(role.name) : TEXT.addTitle}
      </h2>
      {status === 'ready' ? (
        <RoleForm key={role?.pk ?? 'new'} {...props} />
      ) : (
        <LoadState status={status} loadingText={TEXT.loading} error={props.error} fallbackError={TEXT.loadFailed} onRetry={props.onRetry} />
      )}
    </section>
  );
}

/** Why the role cannot be deleted, or null when it can (a new role has nothing to delete). */
function deleteRefusal(role: RoleDetail | null): string | null {
  if (!role) return null;
  if (role.is_default) return roleMessages.defaultNotDeletable;
  if (role.member_count > 0) return roleMessages.inUse(role.member_count);
  return null;
}

function RoleForm({ editing: role, canManage, saving = false, saveError, saveFieldErrors, deleteError, onSave, onDelete, onBack }: RoleEditorProps) {
  const id = useId();
  const [name, setName] = useState(role?.name ?? '');
  const [held, setHeld] = useState<ReadonlySet<Permission>>(() => new Set(role?.permissions ?? []));
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const deletion = useConfirmDelete(onDelete);
  const adminRole = role?.is_admin_role ?? false;
  const refusal = deleteRefusal(role);

  function toggle(permission: Permission, on: boolean) {
    setHeld((before) => {
      const next = new Set(before);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = name.trim() === '' ? TEXT.nameRequired : null;
    setNameProblem(problem);
    if (problem) return;
    await onSave({ name: name.trim(), permissions: [...held] });
  }

  const grouped = permissionsByArea();
  const permissionsError = saveFieldErrors?.permissions ?? null;
  return (
    <form className={styles.form} aria-label={role ? TEXT.editTitle(role.name) : TEXT.addTitle} noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert messages={[saveError && !saveFieldErrors ? saveError : null, deleteError ?? null]} />
      {!canManage && <p className={styles.note}>{TEXT.readOnly}</p>}
      {role?.is_default && <p className={styles.note}>{TEXT.defaultNote}</p>}
      <FormField id={`${id}-name`} label={TEXT.name} error={nameProblem ?? saveFieldErrors?.name ?? null}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            value={name}
            maxLength={ROLE_NAME_MAX_LENGTH}
            disabled={!canManage}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        )}
      </FormField>
      {permissionsError && (
        <p role="alert" className={formStyles.error}>
          {permissionsError}
        </p>
      )}
      {(Object.keys(PERMISSION_AREAS) as PermissionArea[]).map((area) => (
        <fieldset key={area} className={styles.area}>
          <legend className={styles.areaTitle}>{PERMISSION_AREAS[area]}</legend>
          <div className={styles.permissions}>
            {grouped[area].map((permission) => {
              const locked = isLocked(adminRole, permission);
              const entry = PERMISSION_CATALOGUE[permission];
              const descriptionId = `${id}-${permission}-description`;
              return (
                <label key={permission} className={styles.permission}>
                  <input
                    type="checkbox"
                    className={formStyles.checkbox}
                    name={permission}
                    checked={locked || held.has(permission)}
                    disabled={locked || !canManage}
                    aria-describedby={descriptionId}
                    onChange={(event) => toggle(permission, event.currentTarget.checked)}
                  />
                  <span className={styles.permissionText}>
                    <span className={styles.permissionLabel}>{entry.label}</span>
                    <span id={descriptionId} className={styles.permissionDescription}>
                      {entry.description}
                      {locked && ` ${TEXT.adminLocked}`}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {role && canManage && refusal && <p className={styles.note}>{refusal}</p>}
      <div className={styles.buttons}>
        {canManage && (
          <Button type="submit" busy={saving}>
            {saving ? TEXT.saving : TEXT.save}
          </Button>
        )}
        <Button tone="neutral" variant="outline" disabled={saving} onClick={onBack}>
          {TEXT.cancel}
        </Button>
        {role && canManage && !refusal && (
          <Button tone="critical" variant="outline" disabled={saving} onClick={() => deletion.setConfirming(role)}>
            {TEXT.delete}
          </Button>
        )}
      </div>
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
    </form>
  );
}
