import type { TagGroup, TagGroupWrite } from '@motorpool/api';
import { useId, useState } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import { customFieldLabel } from '../fields/custom/custom-fields';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { RowActions } from '../ui/data-table/RowActions';
import { ListEditor, type ListEditorColumn } from '../ui/list-editor/ListEditor';
import { EntityTabs } from './EntityTabs';
import { DATA_TYPE_LABELS, ENTITY_LABELS, isLockedGroup, LOCKED_GROUP_REASON, type CustomFieldEntity } from './tag-group-values';
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

const COLUMNS: readonly ListEditorColumn<TagGroup>[] = [
  {
    header: 'Field Name',
    cell: (group) => {
      const label = customFieldLabel(group);
      return (
        <>
          <span className={styles.name}>{label}</span>
          {label !== group.tag_group_name && <span className={styles.subtext}>{group.tag_group_name}</span>}
          {group.description && <span className={styles.subtext}>{group.description}</span>}
        </>
      );
    },
  },
  {
    header: 'Data Type',
    cell: (group) => (
      <>
        {DATA_TYPE_LABELS[group.tag_data_type]}
        {group.tags && group.tags.length > 0 && <span className={styles.subtext}>{group.tags.join(', ')}</span>}
      </>
    ),
  },
  { header: 'Mandatory', cell: (group) => yesNo(group.is_mandatory) },
  { header: 'Tooltip', cell: (group) => yesNo(group.show_tooltip) },
];

/** Bookings' fields can hold a booking for approval. */
const BOOKING_COLUMNS: readonly ListEditorColumn<TagGroup>[] = [...COLUMNS, { header: 'Booking Approval', cell: (group) => yesNo(group.is_booking_approval) }];

const fieldsSummary = (entity: CustomFieldEntity, count: number) => {
  const noun = ENTITY_LABELS[entity].toLowerCase();
  return count === 0 ? `No ${noun} custom fields yet` : `${count} ${noun} custom ${count === 1 ? 'field' : 'fields'}`;
};

/**
 * The organisation's custom fields (spec §3 Tag groups) per entity, one tab
 * each (arrow keys move between them): name, data type, mandatory, tooltip
 * and, for bookings, whether they need approval. Add and Edit open a dialog;
 * Delete asks first. The special association groups are shown locked, with
 * the reason. No HTTP.
 */
export function CustomFieldManager({ entity, onEntityChange, status, error, onRetry, groups, canManage = true, theme, ...changes }: CustomFieldManagerProps) {
  const id = useId();
  const [editing, setEditing] = useState<TagGroup | 'new' | null>(null);
  return (
    <section part="base" className={layout.panel} data-motorpool-theme={theme} aria-labelledby={`${id}-title`}>
      <div className={layout.headingRow}>
        <h2 part="heading" id={`${id}-title`} className={layout.heading}>
          {CUSTOM_FIELDS_TITLE}
        </h2>
        {canManage && status === 'ready' && <Button onClick={() => setEditing('new')}>Add {ENTITY_LABELS[entity].toLowerCase()} field</Button>}
      </div>
      <EntityTabs idPrefix={id} entity={entity} onEntityChange={onEntityChange} />
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
          <ListEditor
            items={groups}
            nameOf={customFieldLabel}
            columns={entity === 'booking' ? BOOKING_COLUMNS : COLUMNS}
            label={`${ENTITY_LABELS[entity]} custom fields`}
            summary={fieldsSummary(entity, groups.length)}
            canManage={canManage}
            actionsFirst="Action"
            onEdit={setEditing}
            renderActions={(group, actions) => {
              const locked = isLockedGroup(group) ? LOCKED_GROUP_REASON : null;
              return (
                <RowActions
                  rowName={customFieldLabel(group)}
                  actions={[
                    { key: 'edit', label: 'Edit', icon: 'edit', onSelect: actions.edit, disabledReason: locked },
                    { key: 'delete', label: 'Delete', icon: 'delete', onSelect: actions.remove, disabledReason: locked },
                  ]}
                />
              );
            }}
            deletion={{
              title: (group) => `Delete ${customFieldLabel(group)}?`,
              message: (group) => `The values held for ${customFieldLabel(group)} go with it.`,
              onDelete: changes.onDelete,
            }}
          />
        )}
      </div>
      {editing && (
        <TagGroupDialog
          // A new dialog for each field, so one field's values never carry over to another.
          key={editing === 'new' ? `new-${entity}` : editing.pk}
          group={editing === 'new' ? null : editing}
          entity={entity}
          saving={changes.saving ?? false}
          serverError={changes.saveError}
          fieldErrors={changes.saveFieldErrors}
          onSave={(write) => changes.onSave(write, editing === 'new' ? null : editing)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
