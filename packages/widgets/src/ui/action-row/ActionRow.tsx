import type { ReactNode } from 'react';
import * as styles from './ActionRow.css';

/** Where the row's buttons sit: with the text's start, at the end (a form's Save), or pushed apart (Back … Resend). */
export const actionRowAligns = ['start', 'end', 'spread'] as const;
export type ActionRowAlign = (typeof actionRowAligns)[number];

export type ActionRowProps = {
  align?: ActionRowAlign;
  /** A rule above the row, at the end of a long form. */
  divider?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The buttons that end a form, a dialog or a step, side by side and wrapping
 * on a narrow screen. Every such row is the element's `actions` part, so a
 * host page styles them all with one `::part(actions)` rule.
 */
export function ActionRow({ align = 'end', divider, className, children }: ActionRowProps) {
  const classes = [styles.root, styles.align[align], divider && styles.divider, className].filter(Boolean).join(' ');
  return (
    <div part="actions" className={classes}>
      {children}
    </div>
  );
}
