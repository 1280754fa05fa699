import { NamedWrite, validateWith } from '@motorpool/api';
import { useId, useState } from 'react';
import { Button } from '../ui/button/Button';
import * as listStyles from '../ui/list-editor/ListEditor.css';
import { ListEditorAddForm } from '../ui/list-editor/ListEditorAddForm';
import { NameInput, RenameField } from '../ui/list-editor/NameFields';
import type { NamedItem } from './NamedList';

/** `NamedWrite`'s message for a name, or null when it will do. */
function nameProblem(name: string): string | null {
  const result = validateWith(NamedWrite, { name: name.trim() });
  return result.ok ? null : (result.fields.name ?? result.rootMessage);
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

/** A row's name as a field (ui/list-editor's RenameField, checked by `NamedWrite`). */
export function RenameEditor({ item, renaming, serverError, onRename, onClose }: RenameEditorProps) {
  return (
    <RenameField
      current={item.name}
      label={`Rename ${item.name}`}
      renaming={renaming}
      serverError={serverError}
      problemOf={nameProblem}
      onRename={(name) => onRename(item, name)}
      onClose={onClose}
    />
  );
}
