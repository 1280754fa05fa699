import {
  approvalRuleCalls,
  employeeCalls,
  isMotorpoolApiError,
  messages,
  type ApprovalRule,
  type ApprovalRuleWrite,
  type LineManagerSetting,
} from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { allBranches } from '../fields/branch/all-branches';
import { useSessionLoad } from '../state/use-session-load';
import { toast } from '../state/toast-store';
import type { ThemeName } from '../theme/theme-names';
import { useAuditTrail } from '../ui/audit-trail/use-audit-trail';
import { useTableClient } from '../ui/data-table/table-client';
import type { RuleOptions } from './approval-rule-values';
import { ApprovalRules } from './ApprovalRules';
import { ApprovalRulesStoreProvider, useApprovalRulesStore, useApprovalRulesStoreApi, type ApprovalRulesLoaded } from './store';

export type ApprovalRulesChange = { change: 'added' | 'updated' | 'deleted'; pk: number } | { change: 'line-manager'; required: boolean };

export type ConnectedApprovalRulesProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After a rule was added, changed or deleted, or the line-manager setting saved. */
  onChange?: (change: ApprovalRulesChange) => void;
  theme?: ThemeName;
};

export const RULE_SAVED = 'Approval rule saved';
export const RULE_DELETED = 'Approval rule deleted';
export const LINE_MANAGER_SAVED = 'Line manager setting saved';

/**
 * `ApprovalRules` wired to `booking-approval-rules/` and the rules' audit
 * trail with the shared session, with toasts. After each change the rules
 * and the trail are read again, so both are the server's.
 */
export function ConnectedApprovalRules(props: ConnectedApprovalRulesProps) {
  return (
    <ApprovalRulesStoreProvider>
      <ConnectedView {...props} />
    </ApprovalRulesStoreProvider>
  );
}

function ConnectedView({ apiBase, onChange, theme }: ConnectedApprovalRulesProps) {
  const store = useApprovalRulesStoreApi();
  const state = useApprovalRulesStore((current) => current);
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => approvalRuleCalls(request), [request]);
  const { reload: reloadTrail, ...trail } = useAuditTrail('approval_rules', '', apiBase);

  const fetch = useCallback(async (): Promise<ApprovalRulesLoaded> => {
    const { listRoles, listTagGroups } = employeeCalls(request);
    const [rules, lineManager, branches, roles, fields] = await Promise.all([
      calls.listApprovalRules(),
      calls.getLineManagerSetting(),
      allBranches(request),
      listRoles(),
      listTagGroups('booking'),
    ]);
    const options: RuleOptions = {
      branches: branches.map((branch) => ({ pk: branch.pk, name: branch.name })),
      roles: roles.results.map((role) => ({ pk: role.pk, name: role.name })),
      bookingFields: fields.results.map((field) => ({ pk: field.pk, name: field.label || field.tag_group_name })),
    };
    return { rules: rules.results, lineManager, options };
  }, [calls, request]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  /** The change is made: the list as the server now has it (a failed read leaves the last one, the change stands), and the change on the trail. */
  async function refresh() {
    reloadTrail();
    try {
      store.getState().rulesRefreshed((await calls.listApprovalRules()).results);
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  async function save(rule: ApprovalRule | null, write: ApprovalRuleWrite): Promise<boolean> {
    const { saveStarted, saveEnded, saveFailed } = store.getState();
    saveStarted();
    try {
      const saved = rule ? await calls.updateApprovalRule(rule.pk, write) : await calls.createApprovalRule(write);
      saveEnded();
      toast.success(RULE_SAVED);
      onChange?.({ change: rule ? 'updated' : 'added', pk: saved.pk });
      await refresh();
      return true;
    } catch (error) {
      saveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) ? error.fields : undefined);
      return false;
    }
  }

  async function remove(rule: ApprovalRule) {
    try {
      await calls.deleteApprovalRule(rule.pk);
      toast.success(RULE_DELETED);
      onChange?.({ change: 'deleted', pk: rule.pk });
      await refresh();
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  async function setLineManager(setting: LineManagerSetting) {
    const { lineManagerSaveStarted, lineManagerSaveEnded } = store.getState();
    lineManagerSaveStarted();
    try {
      const saved = await calls.updateLineManagerSetting(setting);
      lineManagerSaveEnded(saved);
      reloadTrail();
      toast.success(LINE_MANAGER_SAVED);
      onChange?.({ change: 'line-manager', required: saved.line_manager_required });
    } catch (error) {
      lineManagerSaveEnded();
      toast.error(failureTitle(error));
    }
  }

  return (
    <ApprovalRules
      status={state.status}
      error={state.error}
      onRetry={retry}
      rules={state.rules}
      options={state.options}
      lineManager={state.lineManager}
      savingLineManager={state.savingLineManager}
      onLineManagerChange={(setting) => void setLineManager(setting)}
      saving={state.saving}
      saveError={state.saveFeedback.serverError}
      saveFieldErrors={state.saveFeedback.fieldErrors}
      onSave={save}
      onDelete={remove}
      trail={trail}
      theme={theme}
    />
  );
}
