import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { UPCOMING_FEATURES, type UpcomingFeatureKey } from './upcoming-features';
import * as styles from './UpcomingPage.css';

/** A route whose feature a later issue builds: the heading bar and an honest empty state. */
export function UpcomingPage({ feature }: { feature: UpcomingFeatureKey }) {
  return (
    <>
      <PageTitle>{UPCOMING_FEATURES[feature].name}</PageTitle>
      <PageHeading />
      <UpcomingNotice feature={feature} />
    </>
  );
}

/** The empty state alone, for a tab of a page that exists. */
export function UpcomingNotice({ feature }: { feature: UpcomingFeatureKey }) {
  const { name, coming } = UPCOMING_FEATURES[feature];
  return (
    <section className={styles.empty} aria-label={name}>
      <p className={styles.title}>{name} is not available yet.</p>
      <p className={styles.body}>{coming}</p>
    </section>
  );
}
