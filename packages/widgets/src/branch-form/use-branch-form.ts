import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { Branch, BranchWrite, TagGroup } from '@motorpool/api';
import { useId, useMemo, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { messageAt } from '../fields/branch/form-rules';
import { useRecordForm } from '../ui/form/use-record-form';
import { branchFormStruct, branchFormValuesFrom, emptyBranchFormValues, placeBranchErrors, toBranchWrite, type BranchFormValues } from './branch-form-values';

type BranchFormState = {
  branch: Branch | null;
  groups: TagGroup[] | null;
  fieldErrors?: Record<string, string> | null;
  onSave: (payload: BranchWrite) => Promise<boolean> | boolean | void;
};

/**
 * The branch form's values and checks: starts from the branch (or the empty
 * form), places the server's field errors against the values of the save
 * they answer, takes a saved record's values, and submits a `BranchWrite`.
 */
export function useBranchForm({ branch, groups, fieldErrors, onSave }: BranchFormState) {
  const id = useId();
  const context = { groups, branch };
  // Read at each validation, so the resolver stays one function while the lists change.
  const contextRef = useRef(context);
  contextRef.current = context;
  const resolver = useMemo(() => superstructResolver(branchFormStruct(() => contextRef.current)), []);

  const initialValues = useMemo(() => (branch ? branchFormValuesFrom(branch, groups) : emptyBranchFormValues(groups)), [branch, groups]);
  // Server field errors name the rows as they were sent, so they are placed against the values of that save.
  const savedValues = useRef(initialValues);
  const placement = useMemo(() => placeBranchErrors(fieldErrors, savedValues.current, groups), [fieldErrors, groups]);

  const form = useRecordForm<BranchFormValues>(initialValues, resolver, placement.placed);
  const { handleSubmit, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    const payload = toBranchWrite(values, contextRef.current);
    if (!payload) return;
    savedValues.current = values;
    await onSave(payload);
  });

  return {
    form,
    submit,
    placement,
    errorAt: (path: string) => messageAt(errors as FieldErrors, path),
    fieldId: (path: string) => `${id}-${path.replace(/\./g, '-')}`,
  };
}
