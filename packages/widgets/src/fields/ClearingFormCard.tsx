import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import type { ClearingForm } from './use-clearing-form';

export type ClearingFormCardProps<Values extends FieldValues> = {
  /** From `useClearingForm`: what it sends, whether it is sending, and the server's messages no field shows. */
  form: ClearingForm<Values>;
  /** The form's id: its heading is `${id}-heading`. */
  id: string;
  heading: string;
  /** The card, with the width its fields want. */
  className: string;
  theme?: ThemeName;
  /** The failure title of the last attempt. */
  serverError?: string | null;
  /** Not ready to send (its choices still loading): the button waits. */
  waiting?: boolean;
  submitText: string;
  /** The fields, side by side in the card's columns. */
  children: ReactNode;
};

/** The card of a form that sends and starts over (`useClearingForm`): heading, alert, fields in columns and one button. */
export function ClearingFormCard<Values extends FieldValues>({
  form,
  id,
  heading,
  className,
  theme,
  serverError,
  waiting = false,
  submitText,
  children,
}: ClearingFormCardProps<Values>) {
  const busy = form.formState.isSubmitting || waiting;
  return (
    <section part="base" className={className} data-motorpool-theme={theme} aria-labelledby={`${id}-heading`}>
      <h2 part="heading" id={`${id}-heading`} className={formStyles.cardHeading}>
        {heading}
      </h2>
      <FormAlert messages={[serverError, ...form.unplaced]} />
      <form part="form" className={formStyles.form} noValidate onSubmit={form.submit} aria-busy={busy || undefined}>
        <div className={formStyles.fieldColumns}>{children}</div>
        <div>
          <Button variant="outline" size="small" type="submit" disabled={busy}>
            {submitText}
          </Button>
        </div>
      </form>
    </section>
  );
}
