import type { IncidentType } from '@motorpool/api';
import { useId, useState } from 'react';
import { Button } from '../ui/button/Button';
import { FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import * as listStyles from '../ui/list-editor/ListEditor.css';
import { ListEditorAddForm } from '../ui/list-editor/ListEditorAddForm';
import { NameInput, RenameField } from '../ui/list-editor/NameFields';
import { nameProblem, rowName, type IncidentTypeRow } from './incident-type-rows';

/** IncidentTypeWrite's longest name. */
const TYPE_NAME_MAX = 60;

export type AddTypeProps = {
  /** The types a new sub-type can go under. */
  types: readonly IncidentType[];
  adding: boolean;
  serverError?: string | null;
  /** `parent` null adds a type. Resolve `true` once added: the name then empties for the next one. */
  onAdd: (name: string, parent: IncidentType | null) => Promise<boolean> | boolean;
};

/** The form above the list that adds a type, or a sub-type under the type chosen. */
export function AddType({ types, adding, serverError, onAdd }: AddTypeProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [parentPk, setParentPk] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const parent = types.find((type) => String(type.pk) === parentPk) ?? null;
  const add = async () => {
    const found = nameProblem(name);
    setProblem(found);
    if (found) return;
    if (await onAdd(name.trim(), parent)) setName('');
  };
  return (
    <ListEditorAddForm label="Add an incident type" busy={adding} placement="inline" onSubmit={() => void add()}>
      <NameInput
        id={`${id}-name`}
        label={parent ? `New sub-type of ${parent.name}` : 'New incident type'}
        value={name}
        error={problem ?? serverError ?? null}
        required
        maxLength={TYPE_NAME_MAX}
        onChange={(value) => {
          setName(value);
          setProblem(null);
        }}
      />
      <div className={listStyles.grow}>
        <FormField id={`${id}-parent`} label="Sub-type of" optional>
          {(control) => (
            <select {...control} className={formStyles.input} value={parentPk} onChange={(event) => setParentPk(event.target.value)}>
              <option value="">None: a new type</option>
              {types.map((type) => (
                <option key={type.pk} value={String(type.pk)}>
                  {type.is_active ? type.name : `${type.name} (inactive)`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <Button type="submit" tone="primary" variant="outline" className={listStyles.besideField} disabled={adding}>
        {adding ? 'Adding…' : 'Add'}
      </Button>
    </ListEditorAddForm>
  );
}

export type RenameTypeProps = {
  row: IncidentTypeRow;
  /** This row's rename is under way. */
  renaming: boolean;
  serverError?: string | null;
  onRename: (row: IncidentTypeRow, name: string) => Promise<boolean> | boolean;
  onClose: () => void;
};

/** A type's or sub-type's name as a field (ui/list-editor's RenameField). */
export function RenameType({ row, renaming, serverError, onRename, onClose }: RenameTypeProps) {
  return (
    <RenameField
      current={row.name}
      label={`Rename ${rowName(row)}`}
      renaming={renaming}
      serverError={serverError}
      problemOf={nameProblem}
      onRename={(name) => onRename(row, name)}
      onClose={onClose}
      maxLength={TYPE_NAME_MAX}
    />
  );
}
