import type { ReactNode } from 'react';
import * as formStyles from './form.css';
import { TextLink, type Navigate } from './TextLink';

export type FooterLinkProps = { href: string | null | undefined; onNavigate?: Navigate; children: ReactNode };

/** The link under an account screen's form (Back to Login); nothing while the host gives no address. */
export function FooterLink({ href, onNavigate, children }: FooterLinkProps) {
  if (!href) return null;
  return (
    <p className={formStyles.footer}>
      <TextLink href={href} onNavigate={onNavigate}>
        {children}
      </TextLink>
    </p>
  );
}
