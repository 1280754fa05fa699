import type { Branch, BranchRelation, BranchRelationWrite } from '@motorpool/api';
import { useId, useState } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadingPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ListEditor } from '../ui/list-editor/ListEditor';
import { RelationForm } from './RelationForm';

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
  /**
   * The organisation works with hubs ('Enable Hubs'; true by default). Off,
   * hubs are neither offered nor listed: what they serve is kept on the
   * server for when hubs are turned on.
   */
  hubsEnabled?: boolean;
};

export const BRANCH_RELATIONS_TITLE = 'Branch Relations';
export const CHOOSE_FROM_BRANCH = 'Choose the branch that serves others';

type RelationRow = { pk: number; from: string; serves: string };

const COLUMNS = [
  { header: 'From', cell: (row: RelationRow) => row.from },
  { header: 'Serves', cell: (row: RelationRow) => row.serves },
] as const;

/**
 * The from-branch being edited (a pk as the select holds it, '' for none),
 * the branches it is ticked to serve, and why Save was refused.
 */
export type RelationChoice = { from: string; serves: string[]; fromError: string | null };

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
  branches: allBranches,
  relations: allRelations,
  canManage = true,
  theme,
  hubsEnabled = true,
  ...saving
}: BranchRelationsProps) {
  const id = useId();
  const hubPks = new Set(allBranches.filter((branch) => branch.branch_type === 'hub').map((branch) => branch.pk));
  const branches = hubsEnabled ? allBranches : allBranches.filter((branch) => !hubPks.has(branch.pk));
  const relations = hubsEnabled ? allRelations : allRelations.filter((relation) => !hubPks.has(relation.from_branch));
  const [choice, setChoice] = useState<RelationChoice>({ from: '', serves: [], fromError: null });
  const nameOf = (pk: number) => branches.find((branch) => branch.pk === pk)?.name ?? `#${pk}`;
  // Choosing a from-branch starts from what it serves now.
  const choose = (from: string) => {
    const current = relations.find((relation) => String(relation.from_branch) === from);
    setChoice({ from, serves: (current?.to_branch ?? []).map(String), fromError: null });
  };
  const rows = relations
    .filter((relation) => relation.to_branch.length > 0)
    .map((relation) => ({ pk: relation.from_branch, from: nameOf(relation.from_branch), serves: relation.to_branch.map(nameOf).join(', ') }));

  return (
    <LoadingPanel
      headingId={`${id}-title`}
      title={BRANCH_RELATIONS_TITLE}
      className={layout.narrowPanel}
      theme={theme}
      status={status}
      loadingText="Loading branches…"
      error={error}
      fallbackError="The branch relations could not be loaded."
      onRetry={onRetry}
    >
      {canManage && (
        <RelationForm
          branches={branches}
          choice={choice}
          onChoose={choose}
          onChoiceChange={setChoice}
          saving={saving.saving ?? false}
          saveError={saving.saveError}
          onSave={saving.onSave}
        />
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
    </LoadingPanel>
  );
}
