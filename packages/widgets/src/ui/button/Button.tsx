import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { lookKey, type ButtonSize, type ButtonTone, type ButtonVariant } from './button-looks';
import * as styles from './Button.css';

export { buttonSizes, buttonTones, buttonVariants, type ButtonSize, type ButtonTone, type ButtonVariant } from './button-looks';

export type ButtonLookProps = {
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the width of its container (the submit of an account screen). */
  fullWidth?: boolean;
};

/** The classes of a button's look, for a link that acts as a button (a heading bar's Add or Import goes to a page). */
export function buttonClassName({ tone = 'primary', variant = 'solid', size = 'standard', fullWidth }: ButtonLookProps): string {
  return [styles.root, styles.size[size], styles.look[lookKey(tone, variant)], fullWidth && styles.fullWidth].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonLookProps & {
  /**
   * The action is under way: the button says so (`aria-busy`), stays
   * focusable but unavailable (`aria-disabled`, so focus is not lost) and
   * ignores clicks. The caller swaps the label ('Saving...').
   */
  busy?: boolean;
} & ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * Every button of the widgets. A form's submit passes `type="submit"`; any
 * other button is `type="button"` so it never submits by accident.
 * `className` is for placement (a margin, a grid area), not for looks.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { tone = 'primary', variant = 'solid', size = 'standard', fullWidth, busy, type = 'button', className, onClick, ...rest },
  ref,
) {
  const classes = className ? `${buttonClassName({ tone, variant, size, fullWidth })} ${className}` : buttonClassName({ tone, variant, size, fullWidth });
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (!busy) onClick?.(event);
  };
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={classes}
      aria-busy={busy || rest['aria-busy'] || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={click}
    />
  );
});
