import { cloneElement, useId, type ReactElement } from 'react';
import * as styles from './Tooltip.css';

export type TooltipProps = {
  text: string;
  placement?: keyof typeof styles.placement;
  /** Keeps the tip out of sight, e.g. while the panel its trigger opened is showing. */
  hidden?: boolean;
  /**
   * Whether the tip describes the trigger (aria-describedby). Turn it off
   * when the tip only repeats the trigger's accessible name, which would
   * otherwise be read twice.
   */
  describes?: boolean;
  /** Added to the wrapper, e.g. to let the trigger fill its row. */
  className?: string;
  children: ReactElement<{ 'aria-describedby'?: string }>;
};

/** A tip shown on hover and keyboard focus, and by default given to the trigger as its description. */
export function Tooltip({ text, placement = 'bottom', hidden, describes = true, className, children }: TooltipProps) {
  const id = useId();
  return (
    <span className={className ? `${styles.anchor} ${className}` : styles.anchor}>
      {describes ? cloneElement(children, { 'aria-describedby': id }) : children}
      <span
        role={describes ? 'tooltip' : undefined}
        id={id}
        className={`${styles.tip} ${styles.placement[placement]}`}
        hidden={hidden}
        aria-hidden={describes ? undefined : true}
      >
        {text}
      </span>
    </span>
  );
}
