import { messages } from '@motorpool/api';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button/Button';
import { ConfirmDialog } from '../data-table/ConfirmDialog';
import { useConfirmDelete } from '../data-table/use-confirm-delete';
import * as styles from './ListEditor.css';
import { useEditingFocus } from './use-editing-focus';

export type ListEditorColumn<T> = {
  header: string;
  cell: (item: T) => ReactNode;
};

/** Deleting a row: the confirmation's words, and the call made once the person confirms. */
export type ListEditorDeletion<T> = {
  /** 'Delete Sales?' */
  title: (item: T) => string;
  /** What goes with it. */
  message: (item: T) => string;
  /** The dialog shows 'Deleting...' until it settles, then closes either way. */
  onDelete: (item: T) => Promise<unknown> | void;
};

/** What a row's own actions can start: the same editing and confirmation the default buttons do. */
export type ListEditorRowActions = { edit: () => void; remove: () => void };

export type ListEditorProps<T extends { pk: number }> = {
  /** In the order shown. */
  items: readonly T[];
  /** The row's name in its buttons' accessible names ('Rename Sales', 'Delete Sales'). */
  nameOf: (item: T) => string;
  columns: readonly ListEditorColumn<T>[];
  /** The table's name: a heading's id, or a text. */
  labelledBy?: string;
  label?: string;
  /** A polite status line above the table: the count, or the empty state. */
  summary?: string;
  /** Shown in place of the table when there are no rows, when `summary` does not already say so. */
  emptyText?: string;
  /** Whether the viewer may change the list; without it the rows are shown only. */
  canManage?: boolean;
  /** The edit button's text ('Rename', 'Edit'). */
  editText?: string;
  /** The edit button's accessible name; `${editText} ${name}` unless given. */
  editLabel?: (item: T) => string;
  /**
   * The row's editor, drawn in place of the row; `close` ends the editing.
   * Focus starts in its first field, Escape cancels, and focus returns to the
   * row's edit button when it ends.
   */
  renderEditor?: (item: T, close: () => void) => ReactNode;
  /** Editing happens elsewhere (a form above, a dialog). */
  onEdit?: (item: T) => void;
  /** Without it rows cannot be deleted. */
  deletion?: ListEditorDeletion<T>;
  /** Replaces the Edit and Delete buttons (an icon menu, say). */
  renderActions?: (item: T, actions: ListEditorRowActions) => ReactNode;
  /** A visible actions header before the other columns ('Action'); by default a hidden 'Actions' at the end. */
  actionsFirst?: string;
};

/**
 * Rows of a list the organisation keeps, each editable in place (or
 * elsewhere) and deletable after a confirmation; adding is the
 * `ListEditorAddForm` beside it. The widget keeps what differs: its columns,
 * its editor's fields and their checks, and the server's refusals.
 */
export function ListEditor<T extends { pk: number }>(props: ListEditorProps<T>) {
  const { items, columns, labelledBy, label, summary, emptyText, canManage = true, renderEditor, onEdit, deletion } = props;
  const [editingPk, setEditingPk] = useState<number | null>(null);
  const { confirming, setConfirming, deleting, confirmDelete } = useConfirmDelete<T>((item) => deletion?.onDelete(item));
  const table = useEditingFocus<HTMLTableElement>(editingPk);
  const close = () => setEditingPk(null);
  const actionsFor = (item: T): ListEditorRowActions => ({
    edit: () => (renderEditor ? setEditingPk(item.pk) : onEdit?.(item)),
    remove: () => setConfirming(item),
  });

  const onEditorKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  const actionsHeader = canManage && (
    <th scope="col" className={styles.header}>
      {props.actionsFirst ?? <span className={styles.visuallyHidden}>Actions</span>}
    </th>
  );

  return (
    <>
      {summary !== undefined && (
        <p role="status" className={styles.summary}>
          {summary}
        </p>
      )}
      {items.length === 0 ? (
        emptyText && <p className={styles.empty}>{emptyText}</p>
      ) : (
        <table ref={table} part="table" className={styles.table} aria-labelledby={labelledBy} aria-label={label}>
          <thead>
            <tr>
              {props.actionsFirst !== undefined && actionsHeader}
              {columns.map((column) => (
                <th key={column.header} scope="col" className={styles.header}>
                  {column.header}
                </th>
              ))}
              {props.actionsFirst === undefined && actionsHeader}
            </tr>
          </thead>
          <tbody>
            {items.map((item) =>
              renderEditor && editingPk === item.pk ? (
                <tr key={item.pk} data-editing={item.pk} onKeyDown={onEditorKey}>
                  <td className={styles.cell} colSpan={columns.length + 1}>
                    {renderEditor(item, close)}
                  </td>
                </tr>
              ) : (
                <ListRow key={item.pk} item={item} props={props} actions={actionsFor(item)} />
              ),
            )}
          </tbody>
        </table>
      )}
      {confirming && deletion && (
        <ConfirmDialog
          title={deletion.title(confirming)}
          message={deletion.message(confirming)}
          confirmLabel="Delete"
          busyLabel={messages.userForm.deleting}
          busy={deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void confirmDelete(confirming)}
        />
      )}
    </>
  );
}

type ListRowProps<T extends { pk: number }> = { item: T; props: ListEditorProps<T>; actions: ListEditorRowActions };

function ListRow<T extends { pk: number }>({ item, props, actions }: ListRowProps<T>) {
  const { columns, canManage = true, actionsFirst } = props;
  const actionsCell = canManage && (
    <td className={actionsFirst === undefined ? styles.actionsCell : styles.cell}>
      {props.renderActions?.(item, actions) ?? <RowButtons item={item} props={props} actions={actions} />}
    </td>
  );
  return (
    <tr>
      {actionsFirst !== undefined && actionsCell}
      {columns.map((column) => (
        <td key={column.header} className={styles.cell}>
          {column.cell(item)}
        </td>
      ))}
      {actionsFirst === undefined && actionsCell}
    </tr>
  );
}

/** Edit (or Rename) and Delete, named after the row. */
function RowButtons<T extends { pk: number }>({ item, props, actions }: ListRowProps<T>) {
  const { nameOf, editText = 'Edit', editLabel, renderEditor, onEdit, deletion } = props;
  return (
    <div className={styles.buttons}>
      {(renderEditor || onEdit) && (
        <Button
          size="small"
          tone="neutral"
          variant="outline"
          data-edit={item.pk}
          aria-label={editLabel?.(item) ?? `${editText} ${nameOf(item)}`}
          onClick={actions.edit}
        >
          {editText}
        </Button>
      )}
      {deletion && (
        <Button size="small" tone="critical" variant="outline" aria-label={`Delete ${nameOf(item)}`} onClick={actions.remove}>
          Delete
        </Button>
      )}
    </div>
  );
}
