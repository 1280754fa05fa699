import type { ReactNode } from 'react';
import * as styles from './ListEditor.css';

export type ListEditorAddFormProps = {
  /** The form's accessible name: 'Add a department'. */
  label: string;
  /** The add is under way. */
  busy: boolean;
  onSubmit: () => void;
  /** `inline` above the list (one field and its button), `below` it (a row of fields). */
  placement: 'inline' | 'below';
  children: ReactNode;
};

/** The form that adds a row to a `ListEditor`; the browser's own checks are off, the widget checks. */
export function ListEditorAddForm({ label, busy, onSubmit, placement, children }: ListEditorAddFormProps) {
  return (
    <form
      part="form"
      className={styles.addForm[placement]}
      noValidate
      aria-label={label}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
