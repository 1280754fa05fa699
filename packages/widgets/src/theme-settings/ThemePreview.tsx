import { themeProperties, type ThemeColours } from '@motorpool/api';
import type { CSSProperties } from 'react';
import * as styles from './ThemeSettings.css';

export type ThemePreviewProps = {
  colours: ThemeColours;
  logoUrl: string | null;
  faviconUrl: string | null;
  organisationName: string;
};

const BOOKINGS = [
  { label: '9:00 Corolla · P. Raman', row: '1 / 3' },
  { label: '11:00 HiAce · S. Ng', row: '3 / 5' },
] as const;

/**
 * The portal and an embedded calendar as they will look, drawn from the
 * form's colours by the same `--motorpool-*` properties the portal and the
 * elements receive, set on this box alone. It calls nothing: what it shows is
 * only what the form holds.
 */
export function ThemePreview({ colours, logoUrl, faviconUrl, organisationName }: ThemePreviewProps) {
  const properties = themeProperties(colours) as CSSProperties;
  return (
    <div className={styles.preview} style={properties}>
      <figure className={styles.previewFigure}>
        <figcaption className={styles.previewCaption}>Portal</figcaption>
        <div className={styles.portalMock} aria-hidden="true">
          <div className={styles.tab}>
            {faviconUrl ? <img className={styles.tabIcon} src={faviconUrl} alt="" /> : <span className={styles.tabIconBlank} />}
            <span className={styles.tabTitle}>{organisationName}</span>
          </div>
          <div className={styles.mockHeader}>
            {logoUrl ? <img className={styles.mockLogo} src={logoUrl} alt="" /> : <span className={styles.mockName}>{organisationName}</span>}
          </div>
          <div className={styles.mockBody}>
            <div className={styles.mockNav}>
              <span className={styles.mockNavActive}>My Bookings</span>
              <span className={styles.mockNavItem}>Vehicles</span>
            </div>
            <div className={styles.mockMain}>
              <span className={styles.mockButton}>New Booking</span>
              <span className={styles.mockLink}>View all</span>
            </div>
          </div>
        </div>
      </figure>
      <figure className={styles.previewFigure}>
        <figcaption className={styles.previewCaption}>Embedded calendar</figcaption>
        <div className={styles.calendarMock} aria-hidden="true">
          <span className={styles.calendarHour}>9:00</span>
          <span className={styles.calendarHour}>10:00</span>
          <span className={styles.calendarHour}>11:00</span>
          <span className={styles.calendarHour}>12:00</span>
          {BOOKINGS.map((booking) => (
            <span key={booking.label} className={styles.calendarBooking} style={{ gridRow: booking.row }}>
              {booking.label}
            </span>
          ))}
        </div>
      </figure>
    </div>
  );
}
