import { messages, type Branch, type BranchRelation, type BranchRelationWrite } from '@motorpool/api';
import { useId, useState } from 'react';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { ListEditor } from '../ui/list-editor/ListEditor';
import { BRANCH_TYPE_LABELS } from '../fields/branch/labels';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import { CheckboxGroup } from '../ui/choice-group/ChoiceGroup';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';

export type BranchRelationsStatus = 'loading' | 'ready' | 'error';

export type BranchRelationsProps = {
  status: BranchRelationsStatus;
  error?: string | null;
  onRetry?: () => void;
  /** Every branch and hub of the organisation. */
  branches: Branch[];
  /** What each branch serves now (`GET branch-relations/`). */
  relations: BranchRelation[];
  saving?: boolean;
  /** The server's title for the last failed save. */
  saveError?: string | null;
  /** Whether the viewer may change relations (spec §6); without it they are shown only. */
  canManage?: boolean;
  /** Resolve `true` once saved; the ticks stay as they are either way. */
  onSave: (relation: BranchRelationWrite) => Promise<boolean> | boolean | void;
  theme?: ThemeName;
};

export const BRANCH_RELATIONS_TITLE = 'Branch Relations';
export const CHOOSE_FROM_BRANCH = 'Choose the branch that serves others';

type RelationRow = { pk: number; from: string; serves: string };

const COLUMNS = [
  { header: 'From', cell: (row: RelationRow) => row.from },
  { header: 'Serves', cell: (row: RelationRow) => row.serves },
] as const;

const labelOf = (branch: Branch) => (branch.branch_type === 'hub' ? `${branch.name} (${BRANCH_TYPE_LABELS.hub})` : branch.name);

/**
 * Which branches a branch or hub serves (spec §3 Branch relation): pick the
 * from-branch, tick the branches it serves and save (`POST
 * branch-relations/bulk/` replaces its list). The current relations are
 * listed below, each with Edit. No HTTP.
 */
export function BranchRelations({
  status,
  error,
  onRetry,
  branches,
  relations,
  saving = false,
  saveError,
  canManage = true,
  onSave,
  theme,
}: BranchRelationsProps) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [serves, setServes] = useState<string[]>([]);
  const [fromError, setFromError] = useState<string | null>(null);
  const nameOf = (pk: number) => branches.find((branch) => branch.pk === pk)?.name ?? `#${pk}`;

  const choose = (value: string) => {
    setFrom(value);
    setFromError(null);
    const current = relations.find((relation) => String(relation.from_branch) === value);
    setServes((current?.to_branch ?? []).map(String));
  };

  const save = async () => {
    if (!/^\d+$/.test(from)) {
      setFromError(CHOOSE_FROM_BRANCH);
      return;
    }
    await onSave({ from_branch: Number(from), to_branch: serves.map(Number) });
  };

  const rows = relations
    .filter((relation) => relation.to_branch.length > 0)
    .map((relation) => ({ pk: relation.from_branch, from: nameOf(relation.from_branch), serves: relation.to_branch.map(nameOf).join(', ') }));

  return (
    <section className={layout.narrowPanel} data-motorpool-theme={theme} aria-labelledby={`${id}-title`} aria-busy={status === 'loading' || undefined}>
      <h2 id={`${id}-title`} className={layout.heading}>
        {BRANCH_RELATIONS_TITLE}
      </h2>
      {status !== 'ready' ? (
        <LoadState status={status} loadingText="Loading branches…" error={error} fallbackError="The branch relations could not be loaded." onRetry={onRetry} />
      ) : (
        <>
          {canManage && (
            <form
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
                <select
                  id={`${id}-from`}
                  className={formStyles.input}
                  aria-required
                  {...controlAria(`${id}-from`, { error: fromError })}
                  value={from}
                  onChange={(event) => choose(event.target.value)}
                >
                  <option value="">Select a branch</option>
                  {branches.map((branch) => (
                    <option key={branch.pk} value={branch.pk}>
                      {labelOf(branch)}
                    </option>
                  ))}
                </select>
              </FormField>
              {from !== '' && (
                <CheckboxGroup
                  id={`${id}-serves`}
                  legend={`Branches ${nameOf(Number(from))} serves`}
                  emptyText="There is no other branch to serve"
                  options={branches.filter((branch) => String(branch.pk) !== from).map((branch) => ({ value: String(branch.pk), label: labelOf(branch) }))}
                  value={serves}
                  onChange={setServes}
                />
              )}
              <div className={layout.actions}>
                <Button type="submit" disabled={saving}>
                  {saving ? messages.userForm.saving : 'Save'}
                </Button>
              </div>
            </form>
          )}
          <section className={layout.section} aria-labelledby={`${id}-current`}>
            <h3 id={`${id}-current`} className={layout.sectionTitle}>
              Current relations
            </h3>
            <ListEditor
              items={rows}
              nameOf={(row) => row.from}
              columns={COLUMNS}
              labelledBy={`${id}-current`}
              emptyText="No branch serves another yet."
              canManage={canManage}
              editLabel={(row) => `Edit what ${row.from} serves`}
              onEdit={(row) => choose(String(row.pk))}
            />
          </section>
        </>
      )}
    </section>
  );
}
