import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlAria, FormField } from '../field/FormField';
import * as formStyles from './form.css';

export type AccountEmailFieldProps = {
  id: string;
  error?: string;
  /** `register('email')`, with whatever the form does on a change. */
  registration: UseFormRegisterReturn;
};

/** The email that names an account, filled in by the browser and password managers as the username. */
export function AccountEmailField({ id, error, registration }: AccountEmailFieldProps) {
  return (
    <FormField id={id} label="Email" error={error}>
      <input id={id} className={formStyles.input} type="email" autoComplete="username" inputMode="email" {...controlAria(id, { error })} {...registration} />
    </FormField>
  );
}
