import { superstructResolver } from '@hookform/resolvers/superstruct';
import { messages, OTP_LENGTH, oneTimeCode } from '@motorpool/api';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { define, object, type Struct } from 'superstruct';
import { controlAria, FormField } from '../ui/field/FormField';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import * as formStyles from '../ui/form/form.css';
import * as styles from './SignUp.css';
import type { Terms } from './store';
import { Button } from '../ui/button/Button';

export type OtpValues = { token: string; terms_accepted: boolean };

export type OtpStepProps = {
  /** The organisation's registration terms; a plain checkbox label when not (yet) known. */
  terms?: Terms | null;
  onSubmit: (token: string) => void | Promise<void>;
  /** Sends a new OTP; the code typed so far is cleared first (spec §2). */
  onResend: () => void | Promise<void>;
  onBack: () => void;
  /** Server field errors keyed `token`. */
  fieldErrors?: Record<string, string> | null;
};

const termsAccepted = define<boolean>('termsAccepted', (value) => value === true || messages.otp.termsRequired);
const resolver = superstructResolver(object({ token: oneTimeCode, terms_accepted: termsAccepted }) as Struct<OtpValues, unknown>);

/** Sign-up step 1 (spec §2, §5): the 6-digit OTP and the terms checkbox. */
export function OtpStep({ terms, onSubmit, onResend, onBack, fieldErrors }: OtpStepProps) {
  const id = useId();
  const ids = { token: `${id}-token`, terms: `${id}-terms`, termsText: `${id}-terms-text`, termsError: `${id}-terms-error` };
  const [resending, setResending] = useState(false);

  const formErrors = useMemo<FieldErrors<OtpValues> | undefined>(
    () => (fieldErrors?.token ? { token: { type: 'server', message: fieldErrors.token } } : undefined),
    [fieldErrors],
  );
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<OtpValues>({
    mode: 'onTouched',
    defaultValues: { token: '', terms_accepted: false },
    resolver,
    errors: formErrors,
  });

  const resend = async () => {
    setValue('token', '');
    clearErrors('token');
    setFocus('token');
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  const submit = handleSubmit(async (values) => onSubmit(values.token));
  const hasErrors = Object.keys(errors).length > 0;
  const tokenError = errors.token?.message;
  const showContent = terms?.preferredType === 'content' && Boolean(terms.content);
  const link = terms?.preferredType === 'link' ? terms.link : null;

  return (
    <form part="form" className={formStyles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      <FormField id={ids.token} label="OTP" error={tokenError}>
        <input
          id={ids.token}
          className={`${formStyles.input} ${styles.code}`}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          {...controlAria(ids.token, { error: tokenError })}
          {...register('token')}
        />
      </FormField>
      <div className={formStyles.field}>
        {showContent && (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the terms scroll inside their box, and a scrolling region must take focus for keyboard users to scroll it
          <section id={ids.termsText} className={styles.terms} tabIndex={0} aria-label="Terms and Conditions">
            {terms?.content}
          </section>
        )}
        <label className={formStyles.checkboxLabel}>
          <input
            id={ids.terms}
            className={formStyles.registrationCheckbox}
            type="checkbox"
            onKeyDown={toggleOnEnter}
            aria-invalid={errors.terms_accepted ? true : undefined}
            aria-describedby={errors.terms_accepted ? ids.termsError : undefined}
            {...register('terms_accepted')}
          />
          <span>
            I agree to the{' '}
            {link ? (
              <a className={formStyles.registrationLink} href={link} target="_blank" rel="noopener noreferrer">
                Terms and Conditions
              </a>
            ) : (
              'Terms and Conditions'
            )}
          </span>
        </label>
        {errors.terms_accepted && (
          <p id={ids.termsError} className={formStyles.error}>
            {errors.terms_accepted.message}
          </p>
        )}
      </div>
      <Button fullWidth type="submit" disabled={isSubmitting || resending || hasErrors}>
        {isSubmitting ? 'Verifying…' : 'Verify OTP'}
      </Button>
      <div className={formStyles.actions}>
        <Button variant="text" size="small" onClick={onBack} disabled={isSubmitting}>
          Back to Sign Up
        </Button>
        <Button variant="text" size="small" onClick={resend} disabled={isSubmitting || resending}>
          {resending ? 'Sending…' : 'Resend OTP'}
        </Button>
      </div>
    </form>
  );
}
