import { Controller, useFormContext } from 'react-hook-form';
import { BRANCH_LABELS } from '../fields/branch/labels';
import { TimezonePicker } from '../fields/branch/TimezonePicker';
import * as layout from '../fields/branch/layout.css';
import { controlAria, FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import type { BranchFormValues } from './branch-form-values';

export type TextPath = 'name' | 'address' | 'address_features.state' | 'extra_data.tolerance_time';
export type AreaPath = 'extra_data.details' | 'airport_tags';
type CheckPath = 'is_active' | 'is_notify' | 'include_vehicle_doc' | 'override_company_help_desk';

type InputProps<Path> = { id: string; path: Path; label: string; error?: string; hint?: string };

/** A one-line text field of the branch form, registered with the form around it. */
export function BranchTextInput({ id, path, label, error, hint, optional, inputMode }: InputProps<TextPath> & { optional?: boolean; inputMode?: 'numeric' }) {
  const { register } = useFormContext<BranchFormValues>();
  return (
    <FormField id={id} label={label} optional={optional} error={error} hint={hint}>
      <input
        id={id}
        className={formStyles.input}
        autoComplete="off"
        inputMode={inputMode}
        aria-required={!optional || undefined}
        {...controlAria(id, { error, hint })}
        {...register(path)}
      />
    </FormField>
  );
}

/** A free-text field as wide as the form; always optional. */
export function BranchTextArea({ id, path, label, error, hint }: InputProps<AreaPath>) {
  const { register } = useFormContext<BranchFormValues>();
  return (
    <div className={layout.wide}>
      <FormField id={id} label={label} optional error={error} hint={hint}>
        <textarea id={id} className={`${formStyles.input} ${layout.textarea}`} {...controlAria(id, { error, hint })} {...register(path)} />
      </FormField>
    </div>
  );
}

export function BranchCheckbox({ path, label }: { path: CheckPath; label: string }) {
  const { register } = useFormContext<BranchFormValues>();
  return (
    <label className={layout.checkRow}>
      <input type="checkbox" className={formStyles.checkbox} onKeyDown={toggleOnEnter} {...register(path)} />
      {label}
    </label>
  );
}

const TIMEZONE_HINT = 'The organisation’s default time zone (Company Settings) when left empty';

/** The branch's time zone, picked by searching the list. */
export function BranchTimezoneField({ id, error }: { id: string; error?: string }) {
  const { control } = useFormContext<BranchFormValues>();
  return (
    <Controller
      control={control}
      name="branch_timezone"
      render={({ field }) => (
        <FormField id={id} label={BRANCH_LABELS.branch_timezone} optional error={error} hint={TIMEZONE_HINT}>
          <TimezonePicker
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(error)}
            describedBy={controlAria(id, { error, hint: TIMEZONE_HINT })['aria-describedby']}
          />
        </FormField>
      )}
    />
  );
}
