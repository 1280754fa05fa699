import type { ReactNode } from 'react';
import * as styles from './Notice.css';

type NoticeProps = {
  /** `error` is announced at once (role alert); the others politely (role status). */
  tone: 'info' | 'success' | 'error';
  heading?: string;
  children: ReactNode;
};

/** A message above a form, as wide as the widgets' cards: a note after sign-up, a failed token sign-in. */
export function Notice({ tone, heading, children }: NoticeProps) {
  return (
    <div className={styles.notice[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {heading ? <p className={styles.heading}>{heading}</p> : null}
      <p className={styles.body}>{children}</p>
    </div>
  );
}
