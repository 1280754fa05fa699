import { superstructResolver } from '@hookform/resolvers/superstruct';
import { branchTimezone, messages, type Branch, type MyBranchWrite } from '@motorpool/api';
import { useId, useMemo, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormAlert } from '../ui/form/FormAlert';
import { useRecordForm } from '../ui/form/use-record-form';
import { BusinessHoursEditor } from '../fields/branch/BusinessHoursEditor';
import { HelpDeskFields } from '../fields/branch/HelpDeskFields';
import { activeText, addressText, BRANCH_LABELS, BRANCH_TYPE_LABELS, managerNames } from '../fields/branch/labels';
import * as layout from '../fields/branch/layout.css';
import { LoadingPanel } from '../fields/branch/LoadState';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import type { ThemeName } from '../theme/theme-names';
import { myBranchFormPath, myBranchStruct, myBranchValuesFrom, toMyBranchWrite, type MyBranchValues } from './my-branch-values';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';

export type MyBranchStatus = 'loading' | 'ready' | 'error';

export type MyBranchProps = {
  /** The branch the viewer manages (`GET my-branch/`). */
  branch: Branch | null;
  status: MyBranchStatus;
  /** Why it could not be loaded: the server's title ('You do not manage a branch.'). */
  loadError?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  serverError?: string | null;
  /** Server field errors by payload path, placed on their fields. */
  fieldErrors?: Record<string, string> | null;
  /** Resolve `true` once saved; anything else leaves every value as typed. */
  onSave: (payload: MyBranchWrite) => Promise<boolean> | boolean | void;
  theme?: ThemeName;
};

export const MY_BRANCH_TITLE = 'My Branch';
export const MY_BRANCH_LOAD_FAILED = 'Your branch could not be loaded.';

/**
 * A branch manager's own branch (spec §2 /my-branch): its details read-only,
 * and what they may change themselves — the help desk number, email and
 * message, the toll-free number, the important note and the business hours.
 * No HTTP.
 */
export function MyBranch({ branch, status, loadError, onRetry, theme, ...form }: MyBranchProps) {
  const headingId = useId();
  // Ready without a branch cannot happen from the server; it reads as the failure, never as an empty form.
  const shown = status === 'ready' && !branch ? 'error' : status;
  return (
    <LoadingPanel
      headingId={headingId}
      title={branch ? `${MY_BRANCH_TITLE}: ${branch.name}` : MY_BRANCH_TITLE}
      theme={theme}
      status={shown}
      loadingText="Loading your branch…"
      error={loadError}
      fallbackError={MY_BRANCH_LOAD_FAILED}
      onRetry={onRetry}
    >
      {branch && (
        <>
          <BranchFacts branch={branch} />
          <MyBranchForm branch={branch} {...form} />
        </>
      )}
    </LoadingPanel>
  );
}

function BranchFacts({ branch }: { branch: Branch }) {
  const facts: [string, ReactNode][] = [
    [BRANCH_LABELS.branch_type, BRANCH_TYPE_LABELS[branch.branch_type]],
    [BRANCH_LABELS.address, addressText(branch) || '—'],
    [BRANCH_LABELS.branch_timezone, branchTimezone(branch)],
    [BRANCH_LABELS.branch_manager, managerNames(branch) || '—'],
    ['Status', <StatusBadge key="status" text={activeText(branch.is_active)} colour={branch.is_active ? 'green' : 'red'} />],
  ];
  return (
    <dl className={layout.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className={layout.term}>{term}</dt>
          <dd className={layout.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type MyBranchFormProps = Omit<MyBranchProps, 'branch' | 'status' | 'loadError' | 'onRetry' | 'theme'> & { branch: Branch };

function MyBranchForm({ branch, saving = false, serverError, fieldErrors, onSave }: MyBranchFormProps) {
  const id = useId();
  const initialValues = useMemo(() => myBranchValuesFrom(branch), [branch]);
  const resolver = useMemo(() => superstructResolver(myBranchStruct), []);
  const { placed, unplaced } = useMemo(() => {
    const onFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [key, message] of Object.entries(fieldErrors ?? {})) {
      const path = myBranchFormPath(key);
      if (path) onFields[path] ??= message;
      else elsewhere.push(message);
    }
    return { placed: onFields, unplaced: elsewhere };
  }, [fieldErrors]);
  const form = useRecordForm<MyBranchValues>(initialValues, resolver, placed);
  const { handleSubmit } = form;

  const submit = handleSubmit(async (values) => {
    const payload = toMyBranchWrite(values);
    if (payload) await onSave(payload);
  });

  return (
    <FormProvider {...form}>
      <form part="form" className={layout.form} noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <FormAlert messages={[serverError, ...unplaced]} />
        <fieldset className={layout.section}>
          <legend className={layout.sectionTitle}>Help Desk</legend>
          <div className={layout.grid}>
            <HelpDeskFields idPrefix={`${id}-help`} />
          </div>
        </fieldset>
        <fieldset className={layout.section}>
          <legend className={layout.sectionTitle}>{BRANCH_LABELS.business_hours}</legend>
          <div className={layout.stack}>
            <BusinessHoursEditor id={`${id}-hours`} />
          </div>
        </fieldset>
        <ActionRow divider>
          <Button type="submit" disabled={saving}>
            {saving ? messages.userForm.saving : 'Save'}
          </Button>
        </ActionRow>
      </form>
    </FormProvider>
  );
}
