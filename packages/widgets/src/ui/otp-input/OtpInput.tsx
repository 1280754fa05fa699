import { OTP_LENGTH } from '@motorpool/api';
import type { ComponentPropsWithRef } from 'react';
import * as styles from '../form/form.css';

export type OtpInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'className'>;

/**
 * The 6-digit code field (spec §5 OTP, §9 length 6): numeric keypad, the
 * browser's one-time-code autofill, and only digits kept, so a code pasted
 * as "123 456" arrives as "123456". Works with react-hook-form's `register`.
 */
export function OtpInput({ onChange, ...props }: OtpInputProps) {
  return (
    <input
      {...props}
      className={styles.codeInput}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      spellCheck={false}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
