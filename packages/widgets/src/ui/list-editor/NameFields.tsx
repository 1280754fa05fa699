import { useId, useState, type KeyboardEvent } from 'react';
import { FormField } from '../field/FormField';
import * as formStyles from '../form/form.css';
import { EditorButtons } from './EditorButtons';
import * as listStyles from './ListEditor.css';

export type NameInputProps = {
  id: string;
  label: string;
  value: string;
  error: string | null | undefined;
  required?: boolean;
  maxLength?: number;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

/** A list row's name field, growing to the row's width. */
export function NameInput({ id, label, value, error, required, maxLength, onChange, onKeyDown }: NameInputProps) {
  return (
    <div className={listStyles.grow}>
      <FormField id={id} label={label} error={error}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            autoComplete="off"
            maxLength={maxLength}
            aria-required={required || undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
    </div>
  );
}

export type RenameFieldProps = {
  /** The row's name now. */
  current: string;
  /** The field's label: `Rename <the row>`. */
  label: string;
  /** This row's rename is under way. */
  renaming: boolean;
  serverError?: string | null;
  /** The write's own message for a name, or null when it will do. */
  problemOf: (name: string) => string | null;
  /** Resolves true once renamed. */
  onRename: (name: string) => Promise<boolean> | boolean;
  onClose: () => void;
  maxLength?: number;
};

/** A row's name as a field: Enter or Save renames (unchanged closes), Escape or Cancel leaves it. */
export function RenameField({ current, label, renaming, serverError, problemOf, onRename, onClose, maxLength }: RenameFieldProps) {
  const id = useId();
  const [name, setName] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const found = problemOf(name);
    setProblem(found);
    if (found) return;
    if (name.trim() === current || (await onRename(name.trim()))) onClose();
  };
  return (
    <div className={listStyles.editorRow}>
      <NameInput
        id={`${id}-rename`}
        label={label}
        value={name}
        error={problem ?? serverError}
        maxLength={maxLength}
        onChange={(value) => {
          setName(value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void save();
        }}
      />
      <EditorButtons busy={renaming} onSave={() => void save()} onCancel={onClose} />
    </div>
  );
}
