import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { controlAria, FormField } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';
import { PASSWORD_RULES } from './password-rules';

/** A form that sets a password: the new one under a name of its own, and its confirmation. */
type WithConfirmation = FieldValues & { confirm_password: string };

export type NewPasswordFieldsProps<Values extends WithConfirmation> = {
  form: Pick<UseFormReturn<Values>, 'register' | 'trigger' | 'getFieldState'>;
  /** The field of the new password (`new_password`, `password`). */
  name: Path<Values>;
  label: string;
  ids: { password: string; confirm: string };
  errors: { password?: string; confirm?: string };
};

/** A new password with the rules of spec §5 under it, then its confirmation. */
export function NewPasswordFields<Values extends WithConfirmation>({ form, name, label, ids, errors }: NewPasswordFieldsProps<Values>) {
  const { register, trigger, getFieldState } = form;
  const confirmation = 'confirm_password' as Path<Values>;
  return (
    <>
      <FormField id={ids.password} label={label} error={errors.password} hint={PASSWORD_RULES}>
        <input
          id={ids.password}
          className={formStyles.input}
          type="password"
          autoComplete="new-password"
          {...controlAria(ids.password, { error: errors.password, hint: PASSWORD_RULES })}
          {...register(name, {
            // A confirmation already checked is checked again against the new value.
            onChange: () => {
              if (getFieldState(confirmation).isTouched) void trigger(confirmation);
            },
          })}
        />
      </FormField>
      <FormField id={ids.confirm} label="Confirm Password" error={errors.confirm}>
        <input
          id={ids.confirm}
          className={formStyles.input}
          type="password"
          autoComplete="new-password"
          {...controlAria(ids.confirm, { error: errors.confirm })}
          {...register(confirmation)}
        />
      </FormField>
    </>
  );
}
