import { HeadingLevelProvider } from '@motorpool/widgets';
import { Link, Outlet } from 'react-router';
import { useCarriedSearch, useEmbedded } from '../embed';
import { usePortalConfig } from '../portal-config/portal-config';
import * as styles from './AuthLayout.css';

/**
 * The brand's screen around sign-in and the account flows before it (spec §1):
 * fleet-share hosts get the side image next to the form under their own logo
 * and title; other hosts the default brand's centred form. Embedded pages get
 * the form alone.
 */
export function AuthLayout() {
  const config = usePortalConfig();
  const embedded = useEmbedded();
  if (embedded) {
    return (
      <main className={styles.embedded}>
        <PageOutlet />
      </main>
    );
  }

  const sideImage = config.brand === 'fleet-share' ? config.side_image_url : null;
  return (
    <div className={sideImage ? styles.split : styles.centred}>
      {sideImage ? (
        <div className={styles.side}>
          <img className={styles.sideImage} src={sideImage} alt="" />
        </div>
      ) : null}
      <div className={styles.column}>
        <header className={styles.brand}>
          {config.logo_url ? <img className={styles.logo} src={config.logo_url} alt="" width={40} height={40} /> : null}
          <span className={styles.title}>{config.title}</span>
        </header>
        <main className={styles.main}>
          <PageOutlet />
        </main>
        <AuthFooter />
      </div>
    </div>
  );
}

/** Each of these pages is one widget: its heading is the page's level-one heading. */
function PageOutlet() {
  return (
    <HeadingLevelProvider level={1}>
      <Outlet />
    </HeadingLevelProvider>
  );
}

function AuthFooter() {
  const config = usePortalConfig();
  const search = useCarriedSearch();
  const links = [
    config.terms_url ? (
      <a key="terms" className={styles.footerLink} href={config.terms_url} target="_blank" rel="noreferrer">
        Terms and conditions
      </a>
    ) : null,
    config.dev_mailbox ? (
      <Link key="mailbox" className={styles.footerLink} to={{ pathname: '/dev/mailbox', search }}>
        Development mailbox
      </Link>
    ) : null,
  ].filter(Boolean);
  return (
    <footer className={styles.footer}>
      <p className={styles.tagline}>{config.title} · fleet vehicle booking for your organisation</p>
      {links.length > 0 ? <div className={styles.footerLinks}>{links}</div> : null}
    </footer>
  );
}
