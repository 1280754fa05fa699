import type { MouseEvent, ReactNode } from 'react';
import * as styles from './form.css';

/**
 * How a host moves to another of its pages. The portal passes its router's
 * `navigate`; without it links are plain page loads, as a partner page wants.
 */
export type Navigate = (href: string) => void;

export type TextLinkProps = {
  href: string;
  onNavigate?: Navigate;
  /** Another site (privacy policy): opens in a new tab and never goes through `onNavigate`. */
  external?: boolean;
  className?: string;
  children: ReactNode;
};

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function TextLink({ href, onNavigate, external, className = styles.link, children }: TextLinkProps) {
  if (external) {
    return (
      <a className={className} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a
      className={className}
      href={href}
      onClick={(event) => {
        // A modified click still opens a new tab the browser's way.
        if (!onNavigate || !plainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
