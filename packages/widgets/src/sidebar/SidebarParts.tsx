import { Icon } from '../ui/icon/Icon';
import { NavLink } from '../element/navigation/NavLink';
import type { SidebarProps } from './Sidebar';
import * as styles from './Sidebar.css';
import { Button } from '../ui/button/Button';

/** What the last switch came to (spec §8 "Switching"), shown until dismissed. */
export type SwitchNotice = { tone: 'success' | 'error'; message: string };

export type SidebarLogoProps = {
  sidebar: Pick<SidebarProps, 'logo' | 'logoUrl' | 'profile' | 'onNavigate'>;
  /** A collapsed side bar has room for a square mark only. */
  compact: boolean;
};

/** The organisation's logo (its name without one), a link wherever the server's logo-click rule (spec §2) says. */
export function SidebarLogo({ sidebar, compact }: SidebarLogoProps) {
  const { logo, logoUrl, profile, onNavigate } = sidebar;
  const organisationName = profile?.current_organisation?.name ?? 'Motorpool';
  const content = logo ? (
    <img src={logo.src} alt={logo.alt} className={compact ? styles.logoImageCollapsed : styles.logoImage} />
  ) : compact ? (
    <Icon name={null} fallback={organisationName} size={34} />
  ) : (
    <span className={styles.logoText}>{organisationName}</span>
  );
  return logoUrl ? (
    <NavLink href={logoUrl} onNavigate={onNavigate} className={styles.logoLink} aria-label={logo ? undefined : `${organisationName} home`}>
      {content}
    </NavLink>
  ) : (
    <span className={styles.logoLink}>{content}</span>
  );
}

export function SwitchNoticeBanner({
  notice,
  onDismiss,
  className,
}: {
  notice: SwitchNotice;
  onDismiss?: () => void;
  /** Where it floats when the bar has no room for it. */
  className?: string;
}) {
  return (
    <div role={notice.tone === 'error' ? 'alert' : 'status'} className={`${styles.notice[notice.tone]} ${className ?? ''}`}>
      <div className={styles.noticeRow}>
        <p className={styles.noticeText}>{notice.message}</p>
        {onDismiss && (
          <button type="button" className={styles.noticeClose} aria-label="Dismiss" onClick={onDismiss}>
            <Icon name="close" size={14} />
          </button>
        )}
      </div>
    </div>
  );
}

/** Why the menu could not be loaded, with 'Try again' when the host can retry. */
export function MenuLoadFailure({ error, onRetry, className }: { error?: string | null; onRetry?: () => void; className: string }) {
  return (
    <div role="alert" className={className}>
      <p className={styles.noticeText}>{error || 'The menu could not be loaded.'}</p>
      {onRetry && (
        <Button variant="text" size="small" className={styles.retrySlot} onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** While the menu loads: placeholders where its entries will be, and a status for screen readers. */
export function MenuLoading({ count, className, placeholderClassName }: { count: number; className: string; placeholderClassName: string }) {
  return (
    <div className={className}>
      <span role="status" className={styles.visuallyHidden}>
        Loading menu…
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder; their place is all they are
        <div key={index} className={placeholderClassName} aria-hidden="true" />
      ))}
    </div>
  );
}
