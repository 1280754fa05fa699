import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';

export type ClearingFormCardProps = {
  /** The form's id: its heading is `${id}-heading`. */
  id: string;
  heading: string;
  /** The card, with the width its fields want. */
  className: string;
  theme?: ThemeName;
  /** The failure title of the last attempt and the server's messages for fields the form does not show. */
  messages: readonly (string | null | undefined)[];
  /** Sending, or not ready to send: the button waits. */
  busy: boolean;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitText: string;
  /** The fields, side by side in the card's columns. */
  children: ReactNode;
};

/** The card of a form that sends and starts over (`useClearingForm`): heading, alert, fields in columns and one button. */
export function ClearingFormCard({ id, heading, className, theme, messages, busy, onSubmit, submitText, children }: ClearingFormCardProps) {
  return (
    <section part="base" className={className} data-motorpool-theme={theme} aria-labelledby={`${id}-heading`}>
      <h2 part="heading" id={`${id}-heading`} className={formStyles.cardHeading}>
        {heading}
      </h2>
      <FormAlert messages={messages} />
      <form part="form" className={formStyles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
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
