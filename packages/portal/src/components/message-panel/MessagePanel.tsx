import type { ReactNode } from 'react';
import * as styles from './MessagePanel.css';

type MessagePanelProps = {
  heading: string;
  children: ReactNode;
  /** Links or buttons offered under the message. */
  actions?: ReactNode;
  /** `status` for progress, `alert` for failures; plain panels need no role. */
  role?: 'status' | 'alert';
};

/** A short centred message: loading, failure, not found, next steps. */
export function MessagePanel({ heading, children, actions, role }: MessagePanelProps) {
  return (
    <section className={styles.root} role={role} aria-live={role === 'status' ? 'polite' : undefined}>
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.body}>{children}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
