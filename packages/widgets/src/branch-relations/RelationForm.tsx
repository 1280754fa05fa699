import { messages, type Branch, type BranchRelationWrite } from '@motorpool/api';
import { useId } from 'react';
import { BRANCH_TYPE_LABELS } from '../fields/branch/labels';
import * as layout from '../fields/branch/layout.css';
import { Button } from '../ui/button/Button';
import { CheckboxGroup } from '../ui/choice-group/ChoiceGroup';
import { FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import { CHOOSE_FROM_BRANCH, type RelationChoice } from './BranchRelations';

type RelationFormProps = {
  branches: Branch[];
  choice: RelationChoice;
  /** A from-branch was chosen (here or by a listed relation's Edit). */
  onChoose: (from: string) => void;
  /** The ticks changed, or Save was refused. */
  onChoiceChange: (choice: RelationChoice) => void;
  saving: boolean;
  saveError?: string | null;
  onSave: (relation: BranchRelationWrite) => Promise<boolean> | boolean | void;
};

const labelOf = (branch: Branch) => (branch.branch_type === 'hub' ? `${branch.name} (${BRANCH_TYPE_LABELS.hub})` : branch.name);

/** The from-branch, the branches it serves as ticks, and Save. */
export function RelationForm({ branches, choice, onChoose, onChoiceChange, saving, saveError, onSave }: RelationFormProps) {
  const id = useId();
  const { from, serves, fromError } = choice;
  const save = async () => {
    if (!/^\d+$/.test(from)) {
      onChoiceChange({ ...choice, fromError: CHOOSE_FROM_BRANCH });
      return;
    }
    await onSave({ from_branch: Number(from), to_branch: serves.map(Number) });
  };
  return (
    <form
      part="form"
      className={layout.form}
      noValidate
      aria-label="Edit a branch relation"
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={layout.status}>Choose a branch, then tick the branches it serves.</p>
      <FormAlert messages={[saveError]} />
      <FormField id={`${id}-from`} label="From branch" error={fromError}>
        {(control) => (
          <select {...control} className={formStyles.input} aria-required value={from} onChange={(event) => onChoose(event.target.value)}>
            <option value="">Select a branch</option>
            {branches.map((branch) => (
              <option key={branch.pk} value={branch.pk}>
                {labelOf(branch)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {from !== '' && (
        <CheckboxGroup
          id={`${id}-serves`}
          legend={`Branches ${branches.find((branch) => String(branch.pk) === from)?.name ?? `#${from}`} serves`}
          emptyText="There is no other branch to serve"
          options={branches.filter((branch) => String(branch.pk) !== from).map((branch) => ({ value: String(branch.pk), label: labelOf(branch) }))}
          value={serves}
          onChange={(ticked) => onChoiceChange({ ...choice, serves: ticked })}
        />
      )}
      <div className={layout.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? messages.userForm.saving : 'Save'}
        </Button>
      </div>
    </form>
  );
}
