import {
  bookingSettingCalls,
  callerOfProfile,
  isMotorpoolApiError,
  mayManageStructure,
  type BookingRulesSetting,
  type BookingRulesWrite,
} from '@motorpool/api';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureTitle } from '../api/api-failure';
import { allBranches } from '../fields/branch/all-branches';
import { toast } from '../state/toast-store';
import type { ThemeName } from '../theme/theme-names';
import { AuditTrail } from '../ui/audit-trail/AuditTrail';
import { useAuditTrail } from '../ui/audit-trail/use-audit-trail';
import { useTableClient, useTableViewer } from '../ui/data-table/table-client';
import { BookingSettings, type BookingSettingsStatus } from './BookingSettings';
import { RULE_LABELS } from './rule-catalogue';

export const BOOKING_SETTINGS_SAVED = 'Booking settings saved';

export type ConnectedBookingSettingsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After a save: the rules now in force at that level. */
  onSave?: (setting: BookingRulesSetting) => void;
  theme?: ThemeName;
};

type Load = { status: BookingSettingsStatus; error: string | null; setting: BookingRulesSetting | null };
type Pending = { body: BookingRulesWrite; count: number };
type Failure = { title: string | null; fields: Record<string, string> | null };

const NO_FAILURE: Failure = { title: null, fields: null };
const failureOf = (error: unknown): Failure => ({
  title: failureTitle(error),
  fields: isMotorpoolApiError(error) && Object.keys(error.fields).length > 0 ? error.fields : null,
});

/** The branches with their own rules after a branch's save: it has them now, or no longer. */
function withOverride(known: ReadonlySet<number>, branchPk: number, isOverride: boolean): ReadonlySet<number> {
  const next = new Set(known);
  if (isOverride) next.add(branchPk);
  else next.delete(branchPk);
  return next;
}

/** The trail of one level's rules, read again after each save (`saves` counts them). */
function SettingsTrail({ recordKey, apiBase, saves }: { recordKey: string; apiBase?: string; saves: number }) {
  const { reload, ...trail } = useAuditTrail('booking_settings', recordKey, apiBase);
  const handled = useRef(saves);
  useEffect(() => {
    if (saves === handled.current) return;
    handled.current = saves;
    reload();
  }, [saves, reload]);
  return <AuditTrail {...trail} fieldLabels={RULE_LABELS} />;
}

/**
 * `BookingSettings` wired to `booking-settings/` (and its `impact/`) with
 * the shared session: the branches to pick from, the rules at the level
 * picked, a save that first asks how many future bookings it breaks (and
 * waits for a confirmation when any do), a toast once saved, and the
 * level's audit trail under the form.
 */
export function ConnectedBookingSettings({ apiBase, onSave, theme }: ConnectedBookingSettingsProps) {
  const { request, token, organisation } = useTableClient(apiBase);
  const viewer = useTableViewer(request, apiBase);
  const calls = useMemo(() => bookingSettingCalls(request), [request]);
  const [branches, setBranches] = useState<{ pk: number; name: string }[]>([]);
  const [branchPk, setBranchPk] = useState<number | null>(null);
  const [overriding, setOverriding] = useState<ReadonlySet<number>>(new Set());
  const [load, setLoad] = useState<Load>({ status: 'loading', error: null, setting: null });
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const [pending, setPending] = useState<Pending | null>(null);
  const [savedCount, setSavedCount] = useState(0);
  const canManage = viewer ? mayManageStructure(callerOfProfile(viewer)) : false;

  useEffect(() => {
    if (!token || !organisation) return;
    let current = true;
    allBranches(request)
      .then((found) => current && setBranches(found.map((branch) => ({ pk: branch.pk, name: branch.name }))))
      .catch((error: unknown) => current && toast.error(failureTitle(error)));
    return () => {
      current = false;
    };
  }, [request, token, organisation]);

  /** Reads the rules at one level; the answer is dropped once the level changed again (call the result to drop it). */
  const loadSetting = useCallback(
    (pk: number | null) => {
      let current = true;
      setLoad((previous) => ({ ...previous, status: 'loading', error: null }));
      setFailure(NO_FAILURE);
      setPending(null);
      calls
        .getBookingRules(pk ?? undefined)
        .then((setting) => {
          if (!current) return;
          setLoad({ status: 'ready', error: null, setting });
          if (setting.override_branch_pks) setOverriding(new Set(setting.override_branch_pks));
        })
        .catch((error: unknown) => current && setLoad({ status: 'error', error: failureTitle(error), setting: null }));
      return () => {
        current = false;
      };
    },
    [calls],
  );

  useEffect(() => {
    if (token && organisation) return loadSetting(branchPk);
  }, [loadSetting, token, organisation, branchPk]);

  async function commit(body: BookingRulesWrite) {
    setSaving(true);
    try {
      const saved = await calls.updateBookingRules(body);
      setPending(null);
      setFailure(NO_FAILURE);
      setLoad({ status: 'ready', error: null, setting: saved });
      const savedBranch = saved.branch_pk;
      if (savedBranch !== null) setOverriding((known) => withOverride(known, savedBranch, saved.is_override));
      toast.success(BOOKING_SETTINGS_SAVED);
      setSavedCount((count) => count + 1);
      onSave?.(saved);
    } catch (error) {
      setPending(null);
      setFailure(failureOf(error));
    } finally {
      setSaving(false);
    }
  }

  /** Asks what the change would break first: none, and it is saved; some, and it waits for Save anyway. */
  async function propose(body: BookingRulesWrite) {
    setSaving(true);
    setFailure(NO_FAILURE);
    try {
      const { count } = await calls.bookingRulesImpact(body);
      if (count > 0) {
        setPending({ body, count });
        setSaving(false);
        return;
      }
    } catch (error) {
      setFailure(failureOf(error));
      setSaving(false);
      return;
    }
    await commit(body);
  }

  return (
    <BookingSettings
      status={load.status}
      error={load.error}
      onRetry={() => loadSetting(branchPk)}
      branches={branches}
      overriding={overriding}
      branchPk={branchPk}
      onBranchChange={setBranchPk}
      setting={load.setting}
      canManage={canManage}
      saving={saving}
      serverError={failure.title}
      fieldErrors={failure.fields}
      pendingImpact={pending?.count ?? null}
      onSave={(rules) => void propose({ branch_pk: branchPk, rules })}
      onUseOrganisationRules={() => void propose({ branch_pk: branchPk, rules: null })}
      onConfirmSave={() => pending && void commit(pending.body)}
      onCancelSave={() => setPending(null)}
      // Who may change the rules reads their trail; everyone else sees the rules only.
      trail={canManage ? <SettingsTrail recordKey={branchPk === null ? '' : String(branchPk)} apiBase={apiBase} saves={savedCount} /> : null}
      theme={theme}
    />
  );
}
