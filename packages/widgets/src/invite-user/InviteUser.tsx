import { CreateInviteRequest, type InviteOptions } from '@motorpool/api';
import { useId } from 'react';
import { ClearingFormCard } from '../fields/ClearingFormCard';
import { useClearingForm } from '../fields/use-clearing-form';
import { controlAria, FormField } from '../ui/field/FormField';
import { requestResolver } from '../ui/form/request-resolver';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './InviteUser.css';

/** What the form holds: selects give text, the request takes pks. */
export type InviteUserValues = { name: string; email: string; role: string; branch: string };

export type InviteUserProps = {
  /** Roles and branches the inviter may choose (`GET invite/options/`); null while loading. */
  options: InviteOptions | null;
  onSubmit: (invite: CreateInviteRequest) => Promise<boolean>;
  /** The failure title of the last attempt (or of loading the options). */
  serverError?: string | null;
  fieldErrors?: Record<string, string> | null;
  heading?: string;
  theme?: ThemeName;
};

const FIELD_NAMES = ['name', 'email', 'role', 'branch'] as const;
const EMPTY: InviteUserValues = { name: '', email: '', role: '', branch: '' };

const toRequest = (values: InviteUserValues) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  role: values.role === '' ? undefined : Number(values.role),
  branch: values.branch === '' ? undefined : Number(values.branch),
});

const REQUIRED_CHOICE: Partial<Record<keyof InviteUserValues, string>> = { role: 'Role is required', branch: 'Branch is required' };
/** The request struct decides; its messages land on the form's own fields (an unchosen select reads 'X is required'). */
const resolver = requestResolver<InviteUserValues, CreateInviteRequest>(CreateInviteRequest, { toRequest, fieldNames: FIELD_NAMES, reworded: REQUIRED_CHOICE });
/** What the form is, whatever it is given: its empty values, its rules and the fields that show the server's messages. */
const FORM = { empty: EMPTY, resolver, fieldNames: FIELD_NAMES };

/**
 * Invite a person into the organisation (spec §7 `POST invite-user/`): name,
 * email, role and branch. The form clears after a sent invitation so the next
 * one can follow; a failure keeps everything typed. No HTTP.
 */
export function InviteUser({ options, onSubmit, serverError, fieldErrors, heading = 'Invite a user', theme }: InviteUserProps) {
  const id = useId();
  const form = useClearingForm<InviteUserValues>({ ...FORM, fieldErrors, send: (values) => onSubmit(toRequest(values) as CreateInviteRequest) });

  const { register } = form;
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof InviteUserValues) => ({ id: `${id}-${name}`, error: errors[name]?.message });
  const loading = options === null;

  return (
    <ClearingFormCard
      form={form}
      id={id}
      heading={heading}
      className={styles.root}
      theme={theme}
      serverError={serverError}
      waiting={loading}
      submitText={isSubmitting ? 'Sending…' : 'Send invitation'}
    >
      <FormField {...field('name')} label="Name">
        <input className={formStyles.input} autoComplete="off" {...controlAria(field('name').id, field('name'))} id={field('name').id} {...register('name')} />
      </FormField>
      <FormField {...field('email')} label="Email">
        <input
          className={formStyles.input}
          type="email"
          autoComplete="off"
          {...controlAria(field('email').id, field('email'))}
          id={field('email').id}
          {...register('email')}
        />
      </FormField>
      <FormField {...field('role')} label="Role">
        <select className={formStyles.input} disabled={loading} {...controlAria(field('role').id, field('role'))} id={field('role').id} {...register('role')}>
          <option value="">{loading ? 'Loading…' : 'Choose a role'}</option>
          {options?.roles.map((role) => (
            <option key={role.pk} value={role.pk}>
              {role.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...field('branch')} label="Branch">
        <select
          className={formStyles.input}
          disabled={loading}
          {...controlAria(field('branch').id, field('branch'))}
          id={field('branch').id}
          {...register('branch')}
        >
          <option value="">{loading ? 'Loading…' : 'Choose a branch'}</option>
          {options?.branches.map((branch) => (
            <option key={branch.pk} value={branch.pk}>
              {branch.name}
            </option>
          ))}
        </select>
      </FormField>
    </ClearingFormCard>
  );
}
