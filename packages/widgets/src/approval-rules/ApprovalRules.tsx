import { messages, type ApprovalRule, type ApprovalRuleWrite, type LineManagerSetting } from '@motorpool/api';
import { useId, useState } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadState } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import * as cardStyles from '../ui/data-table/cards.css';
import { useCardLayout } from '../ui/data-table/use-card-layout';
import { useConfirmDelete } from '../ui/data-table/use-confirm-delete';
import { DialogButtons } from '../ui/dialog-buttons/DialogButtons';
import * as formStyles from '../ui/form/form.css';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import * as listStyles from '../ui/list-editor/ListEditor.css';
import { Modal } from '../ui/modal/Modal';
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
import type { ApprovalRulesStatus } from './store';

export type ApprovalRulesProps = {
  status: ApprovalRulesStatus;
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

export const RULES_LABEL = 'Approval rules';
const COLUMNS = ['Name', 'Applies to', 'Approvers', 'Active'] as const;

/** A rule's facts in the order of the table's columns after its name. */
function ruleFacts(rule: ApprovalRule, options: RuleOptions) {
  return [
    { label: COLUMNS[1], value: appliesToText(rule, options) },
    { label: COLUMNS[2], value: approversText(rule.approvers) },
    { label: COLUMNS[3], value: rule.is_active ? 'Active' : 'Inactive' },
  ];
}

type RowProps = { rule: ApprovalRule; onEdit: () => void; onDelete: () => void };

/** Edit and Delete, named after the rule. */
function RuleButtons({ rule, onEdit, onDelete }: RowProps) {
  return (
    <div className={listStyles.buttons}>
      <Button size="small" tone="neutral" variant="outline" aria-label={`Edit ${rule.name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="small" tone="critical" variant="outline" aria-label={`Delete ${rule.name}`} onClick={onDelete}>
        Delete
      </Button>
    </div>
  );
}

type RulesViewProps = { rules: readonly ApprovalRule[]; options: RuleOptions; labelledBy: string; actions: (rule: ApprovalRule) => Omit<RowProps, 'rule'> };

function RuleTable({ rules, options, labelledBy, actions }: RulesViewProps) {
  return (
    <div className={styles.tableScroll}>
      <table part="table" className={listStyles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={listStyles.header}>
                {column}
              </th>
            ))}
            <th scope="col" className={listStyles.header}>
              <span className={listStyles.visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.pk}>
              <th scope="row" className={`${listStyles.cell} ${styles.nameCell}`}>
                {rule.name}
              </th>
              {ruleFacts(rule, options).map((fact) => (
                <td key={fact.label} className={listStyles.cell}>
                  {fact.value}
                </td>
              ))}
              <td className={listStyles.actionsCell}>
                <RuleButtons rule={rule} {...actions(rule)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rules in a narrow box: each a card with its facts labelled and its buttons at the foot. */
function RuleCards({ rules, options, labelledBy, actions }: RulesViewProps) {
  return (
    <ul part="cards" className={cardStyles.cards} aria-labelledby={labelledBy}>
      {rules.map((rule) => (
        <li key={rule.pk} className={cardStyles.card}>
          <h4 className={styles.cardTitle}>{rule.name}</h4>
          <dl className={cardStyles.cardFields}>
            {ruleFacts(rule, options).map((fact) => (
              <div key={fact.label} className={cardStyles.cardField}>
                <dt className={cardStyles.cardLabel}>{fact.label}</dt>
                <dd className={cardStyles.cardValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <RuleButtons rule={rule} {...actions(rule)} />
        </li>
      ))}
    </ul>
  );
}

/** The dialog shown: a rule to edit, a new one, or none. */
type Editing = { rule: ApprovalRule | null } | null;

/**
 * The organisation's booking approval rules (spec §2 /booking-approval-rules)
 * without any HTTP: whether bookings need the driver's line manager (spec §5),
 * then the rules, each with which bookings it holds in words, who approves
 * and whether it is in force; Add Approval Rule, and Edit and Delete (behind
 * a confirmation) on each row; under them, the audit trail of the rules and
 * the setting. In a box narrower than 40rem the rows are cards.
 */
export function ApprovalRules(props: ApprovalRulesProps) {
  const { status, error, onRetry, rules, options, saving = false, theme } = props;
  const id = useId();
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const cards = useCardLayout(root);
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useConfirmDelete(props.onDelete);
  const actions = (rule: ApprovalRule) => ({ onEdit: () => setEditing({ rule }), onDelete: () => deletion.setConfirming(rule) });
  const rulesId = `${id}-rules`;
  const Rules = cards ? RuleCards : RuleTable;

  return (
    <section
      ref={setRoot}
      part="base"
      className={styles.root}
      data-motorpool-theme={theme}
      aria-labelledby={`${id}-title`}
      aria-busy={status === 'loading' || undefined}
    >
      <h2 part="heading" id={`${id}-title`} className={layout.heading}>
        {APPROVAL_RULES_TITLE}
      </h2>
      <p className={styles.lead}>
        A booking that a rule holds waits as Pending Approval until one of its approvers decides. Every matching rule adds its approvers.
      </p>
      {props.lineManager && <LineManagerSwitch setting={props.lineManager} saving={props.savingLineManager ?? false} onChange={props.onLineManagerChange} />}
      <div part="toolbar" className={styles.toolbar}>
        <h3 id={rulesId} className={layout.sectionTitle}>
          {RULES_LABEL}
        </h3>
        <Button size="small" disabled={status !== 'ready'} onClick={() => setEditing({ rule: null })}>
          {ADD_APPROVAL_RULE}
        </Button>
      </div>
      {status === 'ready' ? (
        rules.length === 0 ? (
          <p className={listStyles.empty}>{APPROVAL_RULES_EMPTY}</p>
        ) : (
          <Rules rules={rules} options={options} labelledBy={rulesId} actions={actions} />
        )
      ) : (
        <LoadState
          status={status}
          loadingText="Loading approval rules…"
          error={error}
          fallbackError="The approval rules could not be loaded."
          onRetry={onRetry}
        />
      )}
      {props.trail && <AuditTrail {...props.trail} fieldLabels={TRAIL_LABELS} />}
      {deletion.confirming && (
        <Modal title={`Delete approval rule ${deletion.confirming.name}?`} busy={deletion.deleting} onClose={() => deletion.setConfirming(null)}>
          <p className={styles.dialogLead}>Bookings already waiting keep their approvers; new bookings are no longer held by this rule.</p>
          <DialogButtons
            confirmLabel="Delete"
            busyLabel={messages.userForm.deleting}
            busy={deletion.deleting}
            tone="critical"
            onConfirm={() => deletion.confirming && void deletion.confirmDelete(deletion.confirming)}
            onCancel={() => deletion.setConfirming(null)}
          />
        </Modal>
      )}
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
