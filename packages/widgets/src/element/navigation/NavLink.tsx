import type { MouseEvent, ReactNode } from 'react';

/**
 * How a host follows a link inside its own pages. Returning `false` says the
 * host did not take it, and the browser follows the link as usual (a custom
 * element whose host page has no router does that).
 */
export type NavigateTo = (href: string) => boolean | void;

export type NavLinkProps = {
  href: string;
  onNavigate?: NavigateTo;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  'aria-describedby'?: string;
  onClick?: () => void;
};

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A real `<a href>` (middle-click, copy link and new tab keep working) whose plain clicks go to the host's router. */
export function NavLink({ href, onNavigate, onClick, children, ...anchor }: NavLinkProps) {
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        if (!plainClick(event)) return;
        onClick?.();
        if (!onNavigate) return;
        if (onNavigate(href) !== false) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
