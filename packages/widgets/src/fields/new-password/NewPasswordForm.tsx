import { superstructResolver } from '@hookform/resolvers/superstruct';
import { newPassword } from '@motorpool/api';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type, type Struct } from 'superstruct';
import * as styles from '../../ui/form/form.css';
import { splitServerErrors } from '../../api/server-errors';
import { NewPasswordFields } from './NewPasswordFields';
import { passwordConfirmation } from './password-rules';
import { Button } from '../../ui/button/Button';

/** The two password fields of a reset or an activation, named as `POST user/new-password/` takes them. */
export type NewPasswordValues = { new_password: string; confirm_password: string };

export type NewPasswordFormProps = {
  onSubmit: (values: NewPasswordValues) => void | Promise<void>;
  submitLabel: string;
  submittingLabel: string;
  /** Whose password it is: a hidden username field, so password managers save the new password for the right account. */
  email?: string | null;
  /** Field errors from the server; `new_password` and `confirm_password` show under their fields, the rest are the caller's. */
  fieldErrors?: Record<string, string> | null;
};

const FIELD_NAMES = ['new_password', 'confirm_password'] as const;

const resolver = superstructResolver(
  type({
    new_password: newPassword,
    confirm_password: passwordConfirmation<NewPasswordValues>('new_password'),
  }) as Struct<NewPasswordValues, unknown>,
);

/** What a new-password step shows above its form: the server's title, and its field errors that no password field shows. */
export const newPasswordAlerts = (serverError: string | null | undefined, fieldErrors: Record<string, string> | null | undefined) => [
  serverError,
  ...splitServerErrors(fieldErrors, FIELD_NAMES).unplaced,
];

/**
 * New Password and Confirm Password with every rule of spec §5 New password.
 * The button stays disabled until the form is valid and changed, as the spec says.
 */
export function NewPasswordForm({ onSubmit, submitLabel, submittingLabel, email, fieldErrors }: NewPasswordFormProps) {
  const id = useId();
  const ids = { password: `${id}-new-password`, confirm: `${id}-confirm-password` };
  const { formErrors } = useMemo(() => splitServerErrors<NewPasswordValues>(fieldErrors, FIELD_NAMES), [fieldErrors]);

  const form = useForm<NewPasswordValues>({
    mode: 'onTouched',
    defaultValues: { new_password: '', confirm_password: '' },
    resolver,
    errors: formErrors,
  });
  const {
    handleSubmit,
    formState: { errors, isSubmitting, isValid, isDirty },
  } = form;

  const submit = handleSubmit(async ({ new_password, confirm_password }) => {
    await onSubmit({ new_password, confirm_password });
  });

  return (
    <form part="form" className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <NewPasswordFields
        form={form}
        name="new_password"
        label="New Password"
        ids={ids}
        errors={{ password: errors.new_password?.message, confirm: errors.confirm_password?.message }}
      />
      <Button fullWidth type="submit" disabled={isSubmitting || !isValid || !isDirty}>
        {isSubmitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
