import { messages, NamedWrite, validateWith, type NamedRef } from '@motorpool/api';
import type { Infer } from 'superstruct';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { controlAria, FormField } from '../ui/form/FormField';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './NamedList.css';

export type NamedItem = Infer<typeof NamedRef>;
export type NamedListStatus = 'loading' | 'ready' | 'error';

export type NamedListProps = {
  /** 'Departments'. */
  title: string;
  /** 'department', for labels and messages. */
  singular: string;
  /** 'departments'. */
  plural: string;
  status: NamedListStatus;
  error?: string | null;
  onRetry?: () => void;
  items: NamedItem[];
  /** Whether the viewer may change the list (spec §6); without it the names are shown only. */
  canManage?: boolean;
  adding?: boolean;
  /** Why the last add was refused (a name already taken). */
  addError?: string | null;
  /** Resolve `true` once added: the field then empties for the next one. */
  onAdd: (name: string) => Promise<boolean> | boolean;
  /** The item being renamed on the server (pk). */
  renaming?: number | null;
  /** Why the last rename was refused. */
  renameError?: string | null;
  /** Resolve `true` once renamed: the row then shows the new name. */
  onRename: (item: NamedItem, name: string) => Promise<boolean> | boolean;
  /** Called once the person confirms; the dialog shows 'Deleting...' until it settles. */
  onDelete: (item: NamedItem) => Promise<unknown> | void;
  theme?: ThemeName;
};

/** `NamedWrite`'s message for a name, or null when it will do. */
function nameProblem(name: string): string | null {
  const result = validateWith(NamedWrite, { name: name.trim() });
  return result.ok ? null : (result.fields.name ?? result.rootMessage);
}

/**
 * A list of names the organisation keeps (departments, cost centres): add,
 * rename in place (Enter saves, Escape cancels) and delete after a
 * confirmation. The server's refusals show by the field they concern. No HTTP.
 */
export function NamedList({
  title,
  singular,
  plural,
  status,
  error,
  onRetry,
  items,
  canManage = true,
  adding = false,
  addError,
  onAdd,
  renaming = null,
  renameError,
  onRename,
  onDelete,
  theme,
}: NamedListProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [addProblem, setAddProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ pk: number; name: string; problem: string | null } | null>(null);
  const [confirming, setConfirming] = useState<NamedItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const root = useRef<HTMLElement>(null);
  const editingPk = editing?.pk ?? null;
  const lastEdited = useRef<number | null>(null);
  // A rename that ends gives focus back to the row's Rename button rather than losing it.
  useEffect(() => {
    if (editingPk !== null) lastEdited.current = editingPk;
    else if (lastEdited.current !== null) {
      root.current?.querySelector<HTMLElement>(`[data-rename="${lastEdited.current}"]`)?.focus();
      lastEdited.current = null;
    }
  }, [editingPk]);

  const add = async () => {
    const problem = nameProblem(name);
    setAddProblem(problem);
    if (problem) return;
    if (await onAdd(name.trim())) setName('');
  };

  const saveRename = async () => {
    if (!editing) return;
    const item = items.find((candidate) => candidate.pk === editing.pk);
    if (!item) return;
    const problem = nameProblem(editing.name);
    if (problem) {
      setEditing({ ...editing, problem });
      return;
    }
    if (editing.name.trim() === item.name || (await onRename(item, editing.name.trim()))) setEditing(null);
  };

  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void saveRename();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
    }
  };

  const confirmDelete = async (item: NamedItem) => {
    setDeleting(true);
    try {
      await onDelete(item);
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name));
  const addShown = addProblem ?? addError ?? null;

  return (
    <section
      ref={root}
      className={layout.narrowPanel}
      data-motorpool-theme={theme}
      aria-labelledby={`${id}-title`}
      aria-busy={status === 'loading' || undefined}
    >
      <h2 id={`${id}-title`} className={layout.heading}>
        {title}
      </h2>
      {status !== 'ready' ? (
        <LoadState status={status} loadingText={`Loading ${plural}…`} error={error} fallbackError={`The ${plural} could not be loaded.`} onRetry={onRetry} />
      ) : (
        <>
          {canManage && (
            <form
              className={styles.addForm}
              noValidate
              aria-label={`Add a ${singular}`}
              aria-busy={adding || undefined}
              onSubmit={(event) => {
                event.preventDefault();
                void add();
              }}
            >
              <div className={layout.grow}>
                <FormField id={`${id}-new`} label={`New ${singular}`} error={addShown}>
                  <input
                    id={`${id}-new`}
                    className={formStyles.input}
                    autoComplete="off"
                    aria-required
                    {...controlAria(`${id}-new`, { error: addShown })}
                    value={name}
                    onChange={(event) => {
                      setName(event.target.value);
                      setAddProblem(null);
                    }}
                  />
                </FormField>
              </div>
              <button type="submit" className={`${layout.secondary} ${styles.addButton}`} disabled={adding}>
                {adding ? 'Adding…' : 'Add'}
              </button>
            </form>
          )}
          <p role="status" className={layout.live}>
            {sorted.length === 0 ? `No ${plural} yet` : `${sorted.length} ${sorted.length === 1 ? singular : plural}`}
          </p>
          {sorted.length > 0 && (
            <table className={layout.list} aria-labelledby={`${id}-title`}>
              <thead>
                <tr>
                  <th scope="col" className={layout.listHeader}>
                    Name
                  </th>
                  {canManage && (
                    <th scope="col" className={layout.listHeader}>
                      <span className={layout.visuallyHidden}>Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {sorted.map((item) =>
                  editing?.pk === item.pk ? (
                    <tr key={item.pk}>
                      <td className={layout.listCell} colSpan={2}>
                        <div className={styles.renameRow}>
                          <div className={layout.grow}>
                            <FormField id={`${id}-rename`} label={`Rename ${item.name}`} error={editing.problem ?? renameError}>
                              <input
                                id={`${id}-rename`}
                                className={formStyles.input}
                                autoComplete="off"
                                // The rename replaces the row: its field is where the person now is.
                                autoFocus
                                {...controlAria(`${id}-rename`, { error: editing.problem ?? renameError })}
                                value={editing.name}
                                onChange={(event) => setEditing({ ...editing, name: event.target.value, problem: null })}
                                onKeyDown={onRenameKey}
                              />
                            </FormField>
                          </div>
                          <div className={layout.inlineActions}>
                            <button type="button" className={layout.small} disabled={renaming === item.pk} onClick={() => void saveRename()}>
                              {renaming === item.pk ? messages.userForm.saving : 'Save'}
                            </button>
                            <button type="button" className={layout.small} disabled={renaming === item.pk} onClick={() => setEditing(null)}>
                              Cancel
                            </button>
                          </div>
                        </div>
                      </td>
                    </tr>
                  ) : (
                    <tr key={item.pk}>
                      <td className={layout.listCell}>{item.name}</td>
                      {canManage && (
                        <td className={layout.listActions}>
                          <div className={layout.inlineActions}>
                            <button
                              type="button"
                              className={layout.small}
                              data-rename={item.pk}
                              aria-label={`Rename ${item.name}`}
                              onClick={() => setEditing({ pk: item.pk, name: item.name, problem: null })}
                            >
                              Rename
                            </button>
                            <button type="button" className={layout.smallDanger} aria-label={`Delete ${item.name}`} onClick={() => setConfirming(item)}>
                              Delete
                            </button>
                          </div>
                        </td>
                      )}
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          )}
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Delete ${confirming.name}?`}
          message={`The ${singular} ${confirming.name} will be removed from this organisation.`}
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
