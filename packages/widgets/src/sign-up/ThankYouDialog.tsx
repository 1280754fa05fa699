import { messages } from '@motorpool/api';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './SignUp.css';
import { deepActiveElement } from '../ui/focus/deep-active-element';
import { Button } from '../ui/button/Button';

export type ThankYouDialogProps = {
  /** Auto-approved registrations activate from the welcome email; others wait for approval (spec §2). */
  isAutoAccepted: boolean;
  onOk: () => void;
  theme?: ThemeName;
};

/**
 * The modal that closes a driver's self-registration (spec §2). Rendered in
 * place rather than into `document.body`, so it stays inside a shadow root;
 * focus starts on OK and stays in the dialog, and Escape means OK too.
 */
export function ThankYouDialog({ isAutoAccepted, onOk, theme }: ThankYouDialogProps) {
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = deepActiveElement();
    ok.current?.focus();
    return () => previous?.focus();
  }, []);

  // OK is the only control, so Tab has nowhere else to go.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      ok.current?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onOk();
    }
  };

  return (
    <div className={styles.overlay} data-motorpool-theme={theme}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a modal dialog takes Escape and keeps Tab inside (the WAI-ARIA dialog pattern) */}
      <div role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className={styles.dialog} onKeyDown={onKeyDown}>
        <svg className={styles.dialogIcon} aria-hidden="true" viewBox="0 0 24 24" width="48" height="48" focusable="false">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.9-5.9 1.4 1.4-7.3 7.3Z" />
        </svg>
        <h2 id={`${id}-title`} className={styles.dialogHeading}>
          {messages.signUp.thankYou}
        </h2>
        <p id={`${id}-text`} className={styles.dialogText}>
          {isAutoAccepted ? messages.signUp.autoApproved : messages.signUp.pendingApproval}
        </p>
        <Button fullWidth ref={ok} onClick={onOk}>
          OK
        </Button>
      </div>
    </div>
  );
}
