import { superstructResolver } from '@hookform/resolvers/superstruct';
import type { EditScope, Employee } from '@motorpool/api';
import { useEffect, useMemo, useRef } from 'react';
import { get, set, useForm, type FieldErrors } from 'react-hook-form';
import type { ManagerCheck } from '../fields/person/manager-check';
import type { SaveIntent } from './store';
import type { UserFormProps } from './UserForm';
import {
  emptyUserFormValues,
  placeServerErrors,
  toEmployeeWrite,
  userFormStruct,
  userFormValuesFrom,
  type UserFormRules,
  type UserFormValues,
} from './user-form-values';

type Options = {
  employee: Employee | null;
  groups: UserFormRules['groups'];
  rules: UserFormRules;
  scope: EditScope;
  fieldErrors: Record<string, string> | null | undefined;
  managerCheck: ManagerCheck | null;
} & Pick<UserFormProps, 'onSave' | 'phoneCountry'>;

/**
 * The user form's state: react-hook-form checked by the form's struct (its
 * rules read at each validation), the server's field errors placed on their
 * fields and the rest left to show above the form, a new record replacing
 * the values, and the save that empties an added user's form for the next.
 */
export function useUserForm({ employee, groups, rules, scope, fieldErrors, managerCheck, onSave, phoneCountry }: Options) {
  // Read at each validation, so the resolver stays one function while checks and lists change.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useMemo(() => superstructResolver(userFormStruct(() => rulesRef.current)), []);

  const initialValues = useMemo(
    () => (employee ? userFormValuesFrom(employee, groups) : emptyUserFormValues(groups, phoneCountry)),
    [employee, groups, phoneCountry],
  );
  const { placed, unplaced } = useMemo(() => placeServerErrors(fieldErrors, groups), [fieldErrors, groups]);
  const serverFieldErrors = useMemo(() => {
    const entries = Object.entries(placed);
    if (entries.length === 0) return undefined;
    const nested: FieldErrors<UserFormValues> = {};
    for (const [path, message] of entries) set(nested, path, { type: 'server', message });
    return nested;
  }, [placed]);

  const form = useForm<UserFormValues>({ mode: 'onTouched', defaultValues: initialValues, resolver, errors: serverFieldErrors });
  const { handleSubmit, reset, trigger, getFieldState, formState } = form;

  // A new record (saved and answered by the server) replaces the values; the first is already the default.
  const shownValues = useRef(initialValues);
  useEffect(() => {
    if (shownValues.current === initialValues) return;
    shownValues.current = initialValues;
    reset(initialValues);
  }, [initialValues, reset]);

  // The line manager check ends after the blur that started it: show its outcome.
  useEffect(() => {
    if (managerCheck && managerCheck.status !== 'checking' && getFieldState('manager').isTouched) void trigger('manager');
  }, [managerCheck, trigger, getFieldState]);

  const errorAt = (path: string): string | undefined => (get(formState.errors, path) as { message?: string } | undefined)?.message;

  const save = (intent: SaveIntent) =>
    handleSubmit(async (values) => {
      if (scope === 'none') return;
      const payload = toEmployeeWrite(values, { groups, employee });
      if (!payload) return;
      const saved = await onSave(payload, intent);
      if (saved === true && !employee && intent === 'save') reset(emptyUserFormValues(groups, phoneCountry));
    });

  return { form, unplaced, errorAt, save };
}
