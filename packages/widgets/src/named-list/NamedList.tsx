import type { NamedRef } from '@motorpool/api';
import type { Infer } from 'superstruct';
import { useId } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadingPanel } from '../fields/branch/LoadState';
import { ListEditor } from '../ui/list-editor/ListEditor';
import type { ThemeName } from '../theme/theme-names';
import { AddName, RenameEditor } from './NameEditors';

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

const NAME_COLUMN = [{ header: 'Name', cell: (item: NamedItem) => item.name }] as const;

/**
 * A list of names the organisation keeps (departments, cost centres): add,
 * rename in place (Enter saves, Escape cancels) and delete after a
 * confirmation. The server's refusals show by the field they concern. No HTTP.
 */
export function NamedList({ title, singular, plural, status, error, onRetry, items, canManage = true, theme, ...changes }: NamedListProps) {
  const id = useId();
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <LoadingPanel
      headingId={`${id}-title`}
      title={title}
      className={layout.narrowPanel}
      theme={theme}
      status={status}
      loadingText={`Loading ${plural}…`}
      error={error}
      fallbackError={`The ${plural} could not be loaded.`}
      onRetry={onRetry}
    >
      {canManage && <AddName singular={singular} adding={changes.adding ?? false} serverError={changes.addError} onAdd={changes.onAdd} />}
      <ListEditor
        items={sorted}
        nameOf={(item) => item.name}
        columns={NAME_COLUMN}
        labelledBy={`${id}-title`}
        summary={sorted.length === 0 ? `No ${plural} yet` : `${sorted.length} ${sorted.length === 1 ? singular : plural}`}
        canManage={canManage}
        editText="Rename"
        renderEditor={(item, close) => (
          <RenameEditor item={item} renaming={changes.renaming === item.pk} serverError={changes.renameError} onRename={changes.onRename} onClose={close} />
        )}
        deletion={{
          title: (item) => `Delete ${item.name}?`,
          message: (item) => `The ${singular} ${item.name} will be removed from this organisation.`,
          onDelete: changes.onDelete,
        }}
      />
    </LoadingPanel>
  );
}
