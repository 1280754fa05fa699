import type { IncidentSettings as IncidentSettingsValues, IncidentType } from '@motorpool/api';
import { useId } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadingPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import * as listStyles from '../ui/list-editor/ListEditor.css';
import { Tooltip } from '../ui/tooltip/Tooltip';
import { ListEditor, type ListEditorColumn } from '../ui/list-editor/ListEditor';
import { INCIDENT_SETTINGS_TITLE, IN_USE_REASON, TYPE_SWITCHES, rowName, typeRows, type IncidentTypeRow, type TypeSwitch } from './incident-type-rows';
import * as styles from './IncidentSettings.css';
import { NotificationsForm } from './NotificationsForm';
import type { IncidentSettingsStatus } from './store';
import { AddType, RenameType } from './TypeEditors';

export type IncidentSettingsProps = {
  status: IncidentSettingsStatus;
  error?: string | null;
  onRetry?: () => void;
  types: IncidentType[];
  settings: IncidentSettingsValues | null;
  /** Whether the viewer sets up incidents (managesAllIncidents); without it everything is shown only. */
  canManage?: boolean;
  adding?: boolean;
  /** Why the last add was refused (a name already taken). */
  addError?: string | null;
  /** `parent` null adds a type. Resolve `true` once added. */
  onAdd: (name: string, parent: IncidentType | null) => Promise<boolean> | boolean;
  renaming?: number | null;
  renameError?: string | null;
  /** Resolve `true` once renamed: the row then shows the new name. */
  onRename: (row: IncidentTypeRow, name: string) => Promise<boolean> | boolean;
  /** The row whose switch is being saved. */
  updating?: number | null;
  /** A switch was turned: Active, Critical by default or Blocks the vehicle. */
  onSwitch: (row: IncidentTypeRow, key: TypeSwitch, on: boolean) => void;
  /** Called once the person confirms; the dialog shows 'Deleting...' until it settles. */
  onDelete: (row: IncidentTypeRow) => Promise<unknown> | void;
  savingSettings?: boolean;
  settingsError?: string | null;
  settingsFieldErrors?: Record<string, string> | null;
  onSaveSettings: (settings: IncidentSettingsValues) => Promise<boolean> | boolean;
  theme?: ThemeName;
};

function NameCell({ row }: { row: IncidentTypeRow }) {
  return (
    <>
      {row.parent ? (
        <span className={styles.subTypeName}>
          <span aria-hidden="true">↳ </span>
          {row.name}
        </span>
      ) : (
        <span className={styles.typeName}>{row.name}</span>
      )}
      {!row.is_active && <span className={styles.inactive}>Inactive</span>}
    </>
  );
}

/** Rename, and Delete while no incident uses the row; one in use says to deactivate it instead. */
function TypeButtons({ row, onRename, onDelete }: { row: IncidentTypeRow; onRename: () => void; onDelete: () => void }) {
  const name = rowName(row);
  const look = { size: 'small', variant: 'outline' } as const;
  return (
    <div className={listStyles.buttons}>
      <Button {...look} tone="neutral" data-edit={row.pk} aria-label={`Rename ${name}`} onClick={onRename}>
        Rename
      </Button>
      {row.in_use ? (
        <Tooltip text={IN_USE_REASON}>
          <Button {...look} tone="critical" aria-label={`Delete ${name}`} aria-disabled="true">
            Delete
          </Button>
        </Tooltip>
      ) : (
        <Button {...look} tone="critical" aria-label={`Delete ${name}`} onClick={onDelete}>
          Delete
        </Button>
      )}
    </div>
  );
}

/**
 * The organisation's incident types and sub-types (spec §2 /incident-settings):
 * add a type or a sub-type under one, rename in place, switch Active,
 * Critical by default and Blocks the vehicle (each saved at once), delete
 * one no incident uses; then who is notified of a new and of a critical
 * incident. The server's refusals show by the field they concern. No HTTP.
 */
export function IncidentSettings({ status, error, onRetry, types, settings, canManage = true, theme, ...changes }: IncidentSettingsProps) {
  const id = useId();
  const rows = typeRows(types);
  const topLevel = types.length;

  const switchColumn = ({ key, label }: (typeof TYPE_SWITCHES)[number]): ListEditorColumn<IncidentTypeRow> => ({
    header: label,
    cell: (row) => (
      <label className={styles.switchLabel}>
        <input
          type="checkbox"
          className={styles.switchInput}
          aria-label={`${label}: ${rowName(row)}`}
          checked={row[key]}
          disabled={!canManage || changes.updating === row.pk}
          onChange={(event) => changes.onSwitch(row, key, event.currentTarget.checked)}
        />
      </label>
    ),
  });
  const columns: ListEditorColumn<IncidentTypeRow>[] = [{ header: 'Name', cell: (row) => <NameCell row={row} /> }, ...TYPE_SWITCHES.map(switchColumn)];

  return (
    <LoadingPanel
      headingId={`${id}-title`}
      title={INCIDENT_SETTINGS_TITLE}
      theme={theme}
      status={status === 'ready' && !settings ? 'loading' : status}
      loadingText="Loading incident settings…"
      error={error}
      fallbackError="The incident settings could not be loaded."
      onRetry={onRetry}
    >
      <h3 id={`${id}-types`} className={layout.sectionTitle}>
        Incident types
      </h3>
      <p className={layout.lead}>
        New incidents of a type that is critical by default start critical; one that blocks the vehicle takes it off the road at once.
      </p>
      {canManage && <AddType types={types} adding={changes.adding ?? false} serverError={changes.addError} onAdd={changes.onAdd} />}
      <div className={styles.tableScroll}>
        <ListEditor
          items={rows}
          nameOf={rowName}
          columns={columns}
          labelledBy={`${id}-types`}
          summary={topLevel === 0 ? 'No incident types yet' : `${topLevel} ${topLevel === 1 ? 'type' : 'types'}, ${rows.length - topLevel} sub-types`}
          canManage={canManage}
          renderEditor={(row, close) => (
            <RenameType row={row} renaming={changes.renaming === row.pk} serverError={changes.renameError} onRename={changes.onRename} onClose={close} />
          )}
          renderActions={(row, actions) => <TypeButtons row={row} onRename={actions.edit} onDelete={actions.remove} />}
          deletion={{
            title: (row) => `Delete ${rowName(row)}?`,
            message: (row) =>
              row.parent
                ? `The sub-type ${row.name} will be removed from ${row.parent.name}.`
                : `The incident type ${row.name} and its sub-types will be removed.`,
            onDelete: changes.onDelete,
          }}
        />
      </div>
      {settings && (
        <div className={styles.sectionGap}>
          <NotificationsForm
            // A new form for each answer, so what the server now holds is what is shown.
            key={JSON.stringify(settings)}
            settings={settings}
            canManage={canManage}
            saving={changes.savingSettings ?? false}
            serverError={changes.settingsError}
            fieldErrors={changes.settingsFieldErrors}
            onSave={changes.onSaveSettings}
          />
        </div>
      )}
    </LoadingPanel>
  );
}
