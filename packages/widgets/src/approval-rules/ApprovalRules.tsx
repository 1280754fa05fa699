import type { ApprovalRule, ApprovalRuleWrite, LineManagerSetting } from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import * as layout from '../fields/branch/layout.css';
import type { ThemeName } from '../theme/theme-names';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import { ConfirmDeleteDialog } from '../ui/data-table/ConfirmDialog';
import { DataTable, type DataTableStatus } from '../ui/data-table/DataTable';
import * as tableStyles from '../ui/data-table/DataTable.css';
import { initialServerQuery, type DataTableFeatures, type ServerQuery } from '../ui/data-table/features';
import { RowActions, type RowAction } from '../ui/data-table/RowActions';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { TextCell } from '../ui/data-table/TextCell';
import { useConfirmDelete } from '../ui/data-table/use-confirm-delete';
import { useServerTable } from '../ui/data-table/use-server-table';
import * as formStyles from '../ui/form/form.css';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import {
  ADD_APPROVAL_RULE,
  APPROVAL_RULES_EMPTY,
  APPROVAL_RULES_TITLE,
  LINE_MANAGER_LABEL,
  TRAIL_LABELS,
  appliesToText,
  approversText,
  type RuleOptions,
} from './approval-rule-values';
import { ApprovalRuleDialog } from './ApprovalRuleDialog';
import * as styles from './ApprovalRules.css';

export type ApprovalRulesProps = {
  status: DataTableStatus;
  error?: string | null;
  onRetry?: () => void;
  rules: ApprovalRule[];
  /** The branches, roles and booking custom fields rules name, for their words and the form. */
  options: RuleOptions;
  /** Null until loaded: the switch is not shown. */
  lineManager: LineManagerSetting | null;
  savingLineManager?: boolean;
  /** The switch was turned; saved at once. */
  onLineManagerChange: (setting: LineManagerSetting) => void;
  saving?: boolean;
  /** The rule form's last failure: the server's title and its field errors. */
  saveError?: string | null;
  saveFieldErrors?: Record<string, string> | null;
  /** `rule` null adds one. Resolve `true` once saved. */
  onSave: (rule: ApprovalRule | null, write: ApprovalRuleWrite) => Promise<boolean> | boolean;
  /** Called once the person confirms; the dialog shows 'Deleting...' until it settles. */
  onDelete: (rule: ApprovalRule) => Promise<unknown> | void;
  /** Who changed the rules and the setting, and what, shown under the list (`useAuditTrail('approval_rules')`). */
  trail?: AuditTrailProps;
  theme?: ThemeName;
};

type CellContext = { options: RuleOptions; actionsFor: (rule: ApprovalRule) => RowAction[] };
const RuleCellContext = createContext<CellContext | null>(null);
const useCells = () => {
  const context = useContext(RuleCellContext);
  if (!context) throw new Error('An approval rule cell is drawn outside its table');
  return context;
};

function AppliesToCell({ row }: { row: { original: ApprovalRule } }) {
  return <TextCell value={appliesToText(row.original, useCells().options)} />;
}

function ActionsCell({ row }: { row: { original: ApprovalRule } }) {
  return <RowActions rowName={row.original.name} actions={useCells().actionsFor(row.original)} />;
}

const helper = createColumnHelper<DataTableFeatures, ApprovalRule>();
const fixed = { enableSorting: false, enableColumnFilter: false, enableHiding: false } as const;

const COLUMNS = helper.columns([
  helper.display({ id: 'actions', header: 'Action', size: 90, ...fixed, meta: { label: 'Action', pinned: true, cardControl: true }, cell: ActionsCell }),
  helper.accessor('name', {
    id: 'name',
    header: 'Name',
    size: 220,
    ...fixed,
    meta: { label: 'Name', priority: true },
    cell: ({ getValue }) => <TextCell value={getValue()} />,
  }),
  helper.display({ id: 'applies_to', header: 'Applies to', size: 380, ...fixed, meta: { label: 'Applies to', priority: true }, cell: AppliesToCell }),
  helper.accessor((rule) => approversText(rule.approvers), {
    id: 'approvers',
    header: 'Approvers',
    size: 240,
    ...fixed,
    meta: { label: 'Approvers', priority: true },
    cell: ({ getValue }) => <TextCell value={getValue()} />,
  }),
  helper.accessor((rule) => String(rule.is_active), {
    id: 'is_active',
    header: 'Active',
    size: 110,
    ...fixed,
    meta: { label: 'Active' },
    cell: ({ row }) => <StatusBadge text={row.original.is_active ? 'Active' : 'Inactive'} colour={row.original.is_active ? 'green' : 'grey'} />,
  }),
]);

/** The dialog shown: a rule to edit, a new one, or none. */
type Editing = { rule: ApprovalRule | null } | null;

/**
 * The organisation's booking approval rules (spec §2 /booking-approval-rules)
 * without any HTTP: whether bookings need the driver's line manager (spec §5),
 * then the rules, each with which bookings it holds in words, who approves
 * and whether it is in force; Add Approval Rule, and Edit and Delete (behind
 * a confirmation) on each row; under them, the audit trail of the rules and
 * the setting. In a narrow box the rows are cards.
 */
export function ApprovalRules(props: ApprovalRulesProps) {
  const { status, error, onRetry, rules, options, saving = false, theme } = props;
  const id = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [query, setQuery] = useState<ServerQuery>(() => initialServerQuery());
  const deletion = useConfirmDelete(props.onDelete);
  const { page, pageSize } = query;
  const shown = useMemo(() => rules.slice((page - 1) * pageSize, page * pageSize), [rules, page, pageSize]);
  // The list is the server's whole: its pages are cut here, and a page emptied by a delete falls back to the last.
  const lastPage = Math.max(1, Math.ceil(rules.length / pageSize));
  const table = useServerTable({
    data: page > lastPage ? rules.slice((lastPage - 1) * pageSize) : shown,
    columns: COLUMNS,
    getRowId: (rule) => String(rule.pk),
    count: rules.length,
    query: page > lastPage ? { ...query, page: lastPage } : query,
    onQueryChange: setQuery,
  });

  const actionsFor = (rule: ApprovalRule): RowAction[] => [
    { key: 'edit', label: 'Edit', icon: 'edit', onSelect: () => setEditing({ rule }) },
    { key: 'delete', label: 'Delete', icon: 'delete', onSelect: () => deletion.setConfirming(rule) },
  ];

  return (
    <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={`${id}-title`}>
      <h2 part="heading" id={`${id}-title`} className={layout.heading}>
        {APPROVAL_RULES_TITLE}
      </h2>
      <p className={styles.lead}>
        A booking that a rule holds waits as Pending Approval until one of its approvers decides. Every matching rule adds its approvers.
      </p>
      {props.lineManager && <LineManagerSwitch setting={props.lineManager} saving={props.savingLineManager ?? false} onChange={props.onLineManagerChange} />}
      <RuleCellContext.Provider value={{ options, actionsFor }}>
        <DataTable
          table={table}
          label="Approval rules"
          noun="approval rules"
          status={status}
          error={error}
          onRetry={onRetry}
          emptyText={APPROVAL_RULES_EMPTY}
          toolbar={
            <>
              <span className={tableStyles.toolbarSpacer} />
              <Button size="small" disabled={status !== 'ready'} onClick={() => setEditing({ rule: null })}>
                {ADD_APPROVAL_RULE}
              </Button>
            </>
          }
          theme={theme}
        >
          <ConfirmDeleteDialog
            deletion={deletion}
            describe={(rule) => ({
              title: `Delete approval rule ${rule.name}?`,
              message: 'Bookings already waiting keep their approvers; new bookings are no longer held by this rule.',
            })}
          />
        </DataTable>
      </RuleCellContext.Provider>
      {props.trail && <AuditTrail {...props.trail} fieldLabels={TRAIL_LABELS} />}
      {editing && (
        <ApprovalRuleDialog
          rule={editing.rule}
          options={options}
          saving={saving}
          serverError={props.saveError}
          fieldErrors={props.saveFieldErrors}
          onSave={(write) => props.onSave(editing.rule, write)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

type LineManagerSwitchProps = { setting: LineManagerSetting; saving: boolean; onChange: (setting: LineManagerSetting) => void };

/** Spec §5 "A booking rule can make Line Manager mandatory": one switch, saved as it is turned. */
function LineManagerSwitch({ setting, saving, onChange }: LineManagerSwitchProps) {
  const id = useId();
  return (
    <div className={styles.setting}>
      <label className={layout.checkRow}>
        <input
          type="checkbox"
          className={formStyles.checkbox}
          aria-describedby={`${id}-hint`}
          checked={setting.line_manager_required}
          aria-busy={saving || undefined}
          disabled={saving}
          onKeyDown={toggleOnEnter}
          onChange={(event) => onChange({ line_manager_required: event.currentTarget.checked })}
        />
        {LINE_MANAGER_LABEL}
      </label>
      <p id={`${id}-hint`} className={formStyles.fieldHint}>
        When on, a booking whose driver has no Line Manager&apos;s Email is refused, and so is saving a member without one.
      </p>
    </div>
  );
}
