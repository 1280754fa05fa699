import { MASTER_CONFIG_LISTS, messages, type MasterConfigEntry, type MasterConfigEntryWrite, type MasterConfigList } from '@motorpool/api';
import { useId, useState, type FormEvent } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import { useConfirmDelete } from '../ui/data-table/use-confirm-delete';
import { FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { FormAlert } from '../ui/form/FormAlert';
import { LIST_HINTS, listName, MASTER_CONFIG_TEXT as TEXT, MASTER_CONFIG_TITLE, TRAIL_LABELS, usesText, type EntryId } from './master-config-values';
import * as styles from './MasterConfig.css';

export type MasterConfigStatus = 'loading' | 'ready' | 'error';

export type MasterConfigProps = {
  /** The list shown (`{config}` of the route). */
  list: MasterConfigList;
  /** The entry edited (`{id}`): 'new' adds one, null edits none. */
  entryId: EntryId;
  status: MasterConfigStatus;
  error?: string | null;
  onRetry?: () => void;
  /** The list's entries in their order, inactive ones included. */
  entries: readonly MasterConfigEntry[];
  /** The organisation's makes, for a model's Make (only read for vehicle models). */
  makes?: readonly MasterConfigEntry[];
  /** Whether the viewer may change the lists (master-config_update); without it the lists are shown only. */
  canEdit: boolean;
  saving?: boolean;
  /** The form's last refusal: the server's title and its field errors. */
  saveError?: string | null;
  saveFieldErrors?: Readonly<Record<string, string>> | null;
  /** The entry a move or (de)activation is under way for: its buttons wait. */
  busyPk?: number | null;
  onSelectList: (list: MasterConfigList) => void;
  /** Opens the form for an entry ('new' to add) or closes it (null). */
  onOpenEntry: (id: EntryId) => void;
  /** `entry` null adds one. Resolve `true` once saved. */
  onSave: (entry: MasterConfigEntry | null, write: MasterConfigEntryWrite) => Promise<boolean> | boolean;
  onMove: (entry: MasterConfigEntry, direction: -1 | 1) => void;
  onToggleActive: (entry: MasterConfigEntry) => void;
  /** Called once the person confirms; only entries nothing uses offer it. */
  onDelete: (entry: MasterConfigEntry) => Promise<unknown> | void;
  /** The list's changes (`useAuditTrail('master_config', list)`). */
  trail?: AuditTrailProps;
  theme?: ThemeName;
};

/**
 * The organisation's lookup lists (spec §2 /master-config/list/{config}/{id})
 * without any HTTP: the lists as a row of buttons, the chosen list's entries
 * in order with Move up and Move down (buttons, so the order changes from a
 * keyboard or a screen reader as well as by pointer), Edit, Deactivate or
 * Reactivate, and Delete for an entry nothing uses; the entry form above
 * them; the list's audit trail under them.
 */
export function MasterConfig(props: MasterConfigProps) {
  const { list, entryId, status, entries, canEdit, theme } = props;
  const id = useId();
  const deletion = useConfirmDelete(props.onDelete);
  const editing = typeof entryId === 'number' ? entries.find((entry) => entry.pk === entryId) : undefined;
  const listId = `${id}-list`;

  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={`${id}-title`} aria-busy={status === 'loading' || undefined}>
      <h2 part="heading" id={`${id}-title`} className={layout.heading}>
        {MASTER_CONFIG_TITLE}
      </h2>
      <p className={styles.lead}>{TEXT.lead}</p>
      <nav aria-label={TEXT.listsLabel}>
        <ul className={styles.lists}>
          {MASTER_CONFIG_LISTS.map((name) => (
            <li key={name}>
              <Button
                size="small"
                tone={name === list ? 'primary' : 'neutral'}
                variant={name === list ? 'solid' : 'outline'}
                aria-current={name === list ? 'page' : undefined}
                onClick={() => props.onSelectList(name)}
              >
                {listName(name)}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <div part="toolbar" className={styles.toolbar}>
        <h3 id={listId} className={layout.sectionTitle}>
          {listName(list)}
        </h3>
        {canEdit && (
          <Button size="small" disabled={status !== 'ready'} onClick={() => props.onOpenEntry('new')}>
            {TEXT.add}
          </Button>
        )}
      </div>
      <p className={styles.hint}>{LIST_HINTS[list]}</p>
      {!canEdit && <p className={styles.hint}>{TEXT.readOnly}</p>}
      {canEdit &&
        status === 'ready' &&
        entryId !== null &&
        (entryId !== 'new' && !editing ? (
          <p role="alert" className={formStyles.error}>
            {TEXT.notFound}
          </p>
        ) : (
          <EntryForm
            key={`${list}-${entryId}`}
            list={list}
            entry={editing ?? null}
            makes={props.makes ?? []}
            saving={props.saving ?? false}
            serverError={props.saveError}
            fieldErrors={props.saveFieldErrors}
            onSave={(write) => props.onSave(editing ?? null, write)}
            onCancel={() => props.onOpenEntry(null)}
          />
        ))}
      {status === 'ready' ? (
        entries.length === 0 ? (
          <p className={layout.empty}>{TEXT.empty}</p>
        ) : (
          <ol part="entries" className={styles.entries} aria-labelledby={listId}>
            {entries.map((entry, index) => (
              <EntryRow
                key={entry.pk}
                entry={entry}
                list={list}
                first={index === 0}
                last={index === entries.length - 1}
                canEdit={canEdit}
                busy={props.busyPk === entry.pk}
                onMove={(direction) => props.onMove(entry, direction)}
                onEdit={() => props.onOpenEntry(entry.pk)}
                onToggleActive={() => props.onToggleActive(entry)}
                onDelete={() => deletion.setConfirming(entry)}
              />
            ))}
          </ol>
        )
      ) : (
        <LoadState status={status} loadingText={TEXT.loading} error={props.error} fallbackError={TEXT.loadFailed} onRetry={props.onRetry} />
      )}
      {props.trail && <AuditTrail {...props.trail} fieldLabels={TRAIL_LABELS} />}
      {deletion.confirming && (
        <ConfirmDialog
          title={TEXT.deleteTitle(deletion.confirming.label)}
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

type EntryRowProps = {
  entry: MasterConfigEntry;
  list: MasterConfigList;
  first: boolean;
  last: boolean;
  canEdit: boolean;
  busy: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onToggleActive: () => void;
  onDelete: () => void;
};

function EntryRow({ entry, list, first, last, canEdit, busy, onMove, onEdit, onToggleActive, onDelete }: EntryRowProps) {
  const meta = [list === 'vehicle-models' ? `${TEXT.make}: ${entry.parent?.name ?? '—'}` : null, usesText(entry)].filter(Boolean).join(' · ');
  return (
    <li className={styles.entry} data-pk={entry.pk}>
      <div className={styles.entryText}>
        <span className={styles.entryLabel}>
          {entry.label}
          {!entry.is_active && <span className={styles.inactive}> ({TEXT.inactive})</span>}
        </span>
        <span className={styles.entryMeta}>{meta}</span>
      </div>
      {canEdit && (
        <div className={styles.buttons}>
          <Button size="small" tone="neutral" variant="outline" aria-label={TEXT.moveUp(entry.label)} disabled={first} busy={busy} onClick={() => onMove(-1)}>
            ↑
          </Button>
          <Button size="small" tone="neutral" variant="outline" aria-label={TEXT.moveDown(entry.label)} disabled={last} busy={busy} onClick={() => onMove(1)}>
            ↓
          </Button>
          <Button size="small" tone="neutral" variant="outline" aria-label={TEXT.edit(entry.label)} onClick={onEdit}>
            Edit
          </Button>
          <Button
            size="small"
            tone="neutral"
            variant="outline"
            busy={busy}
            aria-label={entry.is_active ? TEXT.deactivate(entry.label) : TEXT.reactivate(entry.label)}
            onClick={onToggleActive}
          >
            {entry.is_active ? 'Deactivate' : 'Reactivate'}
          </Button>
          {entry.uses === 0 && (
            <Button size="small" tone="critical" variant="outline" aria-label={TEXT.delete(entry.label)} onClick={onDelete}>
              Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

type EntryFormProps = {
  list: MasterConfigList;
  entry: MasterConfigEntry | null;
  makes: readonly MasterConfigEntry[];
  saving: boolean;
  serverError?: string | null;
  fieldErrors?: Readonly<Record<string, string>> | null;
  onSave: (write: MasterConfigEntryWrite) => Promise<boolean> | boolean;
  onCancel: () => void;
};

/** Label, a model's make and whether the entry is offered; the label and make are checked here as the server checks them. */
function EntryForm({ list, entry, makes, saving, serverError, fieldErrors, onSave, onCancel }: EntryFormProps) {
  const id = useId();
  const [label, setLabel] = useState(entry?.label ?? '');
  const [parent, setParent] = useState<number | null>(entry?.parent?.pk ?? null);
  const [active, setActive] = useState(entry?.is_active ?? true);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const isModel = list === 'vehicle-models';
  // A make that was deactivated stays choosable for the model that has it.
  const makeChoices = makes.filter((make) => make.is_active || make.pk === parent);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (label.trim() === '') problems.label = TEXT.labelRequired;
    if (isModel && parent === null) problems.parent = TEXT.makeRequired;
    setChecked(problems);
    if (Object.keys(problems).length > 0) return;
    const write: MasterConfigEntryWrite = { label: label.trim(), is_active: active, ...(isModel ? { parent } : {}) };
    if (await onSave(write)) onCancel();
  }

  const errorOf = (field: string) => checked[field] ?? fieldErrors?.[field] ?? null;
  return (
    <form className={styles.form} aria-labelledby={`${id}-title`} noValidate onSubmit={(event) => void submit(event)}>
      <h4 id={`${id}-title`} className={styles.formTitle}>
        {entry ? TEXT.editTitle(entry.label) : TEXT.addTitle}
      </h4>
      <FormAlert messages={[serverError && !fieldErrors ? serverError : null]} />
      <FormField id={`${id}-label`} label={TEXT.label} error={errorOf('label')}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            value={label}
            maxLength={50}
            // biome-ignore lint/a11y/noAutofocus: the form opens on Add or Edit, so the person means to type here
            autoFocus
            onChange={(event) => setLabel(event.currentTarget.value)}
          />
        )}
      </FormField>
      {isModel && (
        <FormField id={`${id}-make`} label={TEXT.make} error={errorOf('parent')}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              value={parent ?? ''}
              onChange={(event) => setParent(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
            >
              <option value="">{TEXT.chooseMake}</option>
              {makeChoices.map((make) => (
                <option key={make.pk} value={make.pk}>
                  {make.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <label className={layout.checkRow}>
        <input type="checkbox" className={formStyles.checkbox} checked={active} onChange={(event) => setActive(event.currentTarget.checked)} />
        {TEXT.active}
      </label>
      <div className={styles.buttons}>
        <Button type="submit" busy={saving}>
          {saving ? TEXT.saving : TEXT.save}
        </Button>
        <Button tone="neutral" variant="outline" disabled={saving} onClick={onCancel}>
          {TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
