import { messages, type TagGroup, type TagGroupWrite } from '@motorpool/api';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import { customFieldLabel } from '../fields/custom/custom-fields';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import { RowActions } from '../ui/data-table/RowActions';
import type { ThemeName } from '../theme/theme-names';
import { CUSTOM_FIELD_ENTITIES, DATA_TYPE_LABELS, ENTITY_LABELS, isLockedGroup, LOCKED_GROUP_REASON, type CustomFieldEntity } from './tag-group-values';
import { TagGroupDialog } from './TagGroupDialog';
import * as styles from './CustomFieldManager.css';

export type CustomFieldManagerStatus = 'loading' | 'ready' | 'error';

export type CustomFieldManagerProps = {
  /** The entity whose custom fields show. */
  entity: CustomFieldEntity;
  onEntityChange: (entity: CustomFieldEntity) => void;
  status: CustomFieldManagerStatus;
  error?: string | null;
  onRetry?: () => void;
  groups: TagGroup[];
  /** Whether the viewer may change custom fields (spec §6); without it they are listed only. */
  canManage?: boolean;
  saving?: boolean;
  /** The server's title and field errors for the last save. */
  saveError?: string | null;
  saveFieldErrors?: Record<string, string> | null;
  /** `group` is null for a new field. Resolve `true` once saved: the dialog then closes. */
  onSave: (write: TagGroupWrite, group: TagGroup | null) => Promise<boolean> | boolean;
  /** Called once the person confirms; the dialog shows 'Deleting...' until it settles. */
  onDelete: (group: TagGroup) => Promise<unknown> | void;
  theme?: ThemeName;
};

export const CUSTOM_FIELDS_TITLE = 'Custom Fields';

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

/**
 * The organisation's custom fields (spec §3 Tag groups) per entity, one tab
 * each (arrow keys move between them): name, data type, mandatory, tooltip
 * and, for bookings, whether they need approval. Add and Edit open a dialog;
 * Delete asks first. The special association groups are shown locked, with
 * the reason. No HTTP.
 */
export function CustomFieldManager({
  entity,
  onEntityChange,
  status,
  error,
  onRetry,
  groups,
  canManage = true,
  saving = false,
  saveError,
  saveFieldErrors,
  onSave,
  onDelete,
  theme,
}: CustomFieldManagerProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [editing, setEditing] = useState<TagGroup | 'new' | null>(null);
  const [confirming, setConfirming] = useState<TagGroup | null>(null);
  const [deleting, setDeleting] = useState(false);
  const booking = entity === 'booking';

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = CUSTOM_FIELD_ENTITIES.length;
    const next =
      event.key === 'ArrowRight' ? index + 1 : event.key === 'ArrowLeft' ? index - 1 : event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : null;
    if (next === null) return;
    event.preventDefault();
    const target = (next + count) % count;
    onEntityChange(CUSTOM_FIELD_ENTITIES[target]!);
    tabs.current[target]?.focus();
  };

  const confirmDelete = async (group: TagGroup) => {
    setDeleting(true);
    try {
      await onDelete(group);
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  return (
    <section className={layout.panel} data-motorpool-theme={theme} aria-labelledby={`${id}-title`}>
      <div className={layout.headingRow}>
        <h2 id={`${id}-title`} className={layout.heading}>
          {CUSTOM_FIELDS_TITLE}
        </h2>
        {canManage && status === 'ready' && (
          <button type="button" className={layout.primary} onClick={() => setEditing('new')}>
            Add {ENTITY_LABELS[entity].toLowerCase()} field
          </button>
        )}
      </div>
      <div role="tablist" aria-label="Entities with custom fields" className={styles.tabs}>
        {CUSTOM_FIELD_ENTITIES.map((choice, index) => (
          <button
            key={choice}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${choice}`}
            aria-selected={choice === entity}
            aria-controls={`${id}-panel`}
            tabIndex={choice === entity ? 0 : -1}
            className={choice === entity ? styles.activeTab : styles.tab}
            onClick={() => onEntityChange(choice)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {ENTITY_LABELS[choice]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${entity}`} aria-busy={status === 'loading' || undefined} className={styles.panel}>
        {status !== 'ready' ? (
          <LoadState
            status={status}
            loadingText="Loading custom fields…"
            error={error}
            fallbackError="The custom fields could not be loaded."
            onRetry={onRetry}
          />
        ) : (
          <>
            <p role="status" className={layout.live}>
              {groups.length === 0
                ? `No ${ENTITY_LABELS[entity].toLowerCase()} custom fields yet`
                : `${groups.length} ${ENTITY_LABELS[entity].toLowerCase()} custom ${groups.length === 1 ? 'field' : 'fields'}`}
            </p>
            {groups.length > 0 && (
              <table className={layout.list} aria-label={`${ENTITY_LABELS[entity]} custom fields`}>
                <thead>
                  <tr>
                    {canManage && (
                      <th scope="col" className={layout.listHeader}>
                        Action
                      </th>
                    )}
                    <th scope="col" className={layout.listHeader}>
                      Field Name
                    </th>
                    <th scope="col" className={layout.listHeader}>
                      Data Type
                    </th>
                    <th scope="col" className={layout.listHeader}>
                      Mandatory
                    </th>
                    <th scope="col" className={layout.listHeader}>
                      Tooltip
                    </th>
                    {booking && (
                      <th scope="col" className={layout.listHeader}>
                        Booking Approval
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {groups.map((group) => {
                    const locked = isLockedGroup(group) ? LOCKED_GROUP_REASON : null;
                    const label = customFieldLabel(group);
                    return (
                      <tr key={group.pk}>
                        {canManage && (
                          <td className={layout.listCell}>
                            <RowActions
                              rowName={label}
                              actions={[
                                { key: 'edit', label: 'Edit', icon: 'edit', onSelect: () => setEditing(group), disabledReason: locked },
                                { key: 'delete', label: 'Delete', icon: 'delete', onSelect: () => setConfirming(group), disabledReason: locked },
                              ]}
                            />
                          </td>
                        )}
                        <td className={layout.listCell}>
                          <span className={styles.name}>{label}</span>
                          {label !== group.tag_group_name && <span className={styles.subtext}>{group.tag_group_name}</span>}
                          {group.description && <span className={styles.subtext}>{group.description}</span>}
                        </td>
                        <td className={layout.listCell}>
                          {DATA_TYPE_LABELS[group.tag_data_type]}
                          {group.tags && group.tags.length > 0 && <span className={styles.subtext}>{group.tags.join(', ')}</span>}
                        </td>
                        <td className={layout.listCell}>{yesNo(group.is_mandatory)}</td>
                        <td className={layout.listCell}>{yesNo(group.show_tooltip)}</td>
                        {booking && <td className={layout.listCell}>{yesNo(group.is_booking_approval)}</td>}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
      {editing && (
        <TagGroupDialog
          // A new dialog for each field, so one field's values never carry over to another.
          key={editing === 'new' ? `new-${entity}` : editing.pk}
          group={editing === 'new' ? null : editing}
          entity={entity}
          saving={saving}
          serverError={saveError}
          fieldErrors={saveFieldErrors}
          onSave={(write) => onSave(write, editing === 'new' ? null : editing)}
          onClose={() => setEditing(null)}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={`Delete ${customFieldLabel(confirming)}?`}
          message={`The values held for ${customFieldLabel(confirming)} go with it.`}
          confirmLabel="Delete"
          busyLabel={messages.userForm.deleting}
          busy={deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirmDelete(confirming)}
        />
      )}
    </section>
  );
}
