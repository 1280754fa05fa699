import { NamedWrite, validateWith } from '@motorpool/api';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../ui/button/Button';
import { FormField } from '../ui/field/FormField';
import { EditorButtons } from '../ui/list-editor/EditorButtons';
import * as formStyles from '../ui/form/form.css';
import * as listStyles from '../ui/list-editor/ListEditor.css';
import { ListEditorAddForm } from '../ui/list-editor/ListEditorAddForm';
import type { NamedItem } from './NamedList';

/** `NamedWrite`'s message for a name, or null when it will do. */
function nameProblem(name: string): string | null {
  const result = validateWith(NamedWrite, { name: name.trim() });
  return result.ok ? null : (result.fields.name ?? result.rootMessage);
}

type NameInputProps = {
  id: string;
  label: string;
  value: string;
  error: string | null | undefined;
  required?: boolean;
  onChange: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

function NameInput({ id, label, value, error, required, onChange, onKeyDown }: NameInputProps) {
  return (
    <div className={listStyles.grow}>
      <FormField id={id} label={label} error={error}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            autoComplete="off"
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

type AddNameProps = {
  singular: string;
  adding: boolean;
  serverError?: string | null;
  onAdd: (name: string) => Promise<boolean> | boolean;
};

/** The field above the list that adds a name; it empties once the name is added. */
export function AddName({ singular, adding, serverError, onAdd }: AddNameProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = async () => {
    const found = nameProblem(name);
    setProblem(found);
    if (found) return;
    if (await onAdd(name.trim())) setName('');
  };
  return (
    <ListEditorAddForm label={`Add a ${singular}`} busy={adding} placement="inline" onSubmit={() => void add()}>
      <NameInput
        id={`${id}-new`}
        label={`New ${singular}`}
        value={name}
        error={problem ?? serverError ?? null}
        required
        onChange={(value) => {
          setName(value);
          setProblem(null);
        }}
      />
      <Button type="submit" tone="primary" variant="outline" className={listStyles.besideField} disabled={adding}>
        {adding ? 'Adding…' : 'Add'}
      </Button>
    </ListEditorAddForm>
  );
}

type RenameEditorProps = {
  item: NamedItem;
  /** This row's rename is under way. */
  renaming: boolean;
  serverError?: string | null;
  onRename: (item: NamedItem, name: string) => Promise<boolean> | boolean;
  onClose: () => void;
};

/** A row's name as a field: Enter or Save renames (unchanged closes), Escape or Cancel leaves it. */
export function RenameEditor({ item, renaming, serverError, onRename, onClose }: RenameEditorProps) {
  const id = useId();
  const [name, setName] = useState(item.name);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const found = nameProblem(name);
    setProblem(found);
    if (found) return;
    if (name.trim() === item.name || (await onRename(item, name.trim()))) onClose();
  };
  return (
    <div className={listStyles.editorRow}>
      <NameInput
        id={`${id}-rename`}
        label={`Rename ${item.name}`}
        value={name}
        error={problem ?? serverError}
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
