import type { Profile } from '@motorpool/api';
import { Link } from 'react-router';
import { action } from '../../components/action.css';
import { displayName, useProfile } from '../../auth/profile';
import { PageTitle } from '../../PageTitle';
import * as styles from './DashboardPage.css';

/** `/dashboard`: the landing page after sign-in, naming the organisation and the person's role in it. */
export function DashboardPage() {
  const profile = useProfile();
  const organisation = profile.current_organisation;

  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <section className={styles.root} aria-labelledby="dashboard-heading">
        <p className={styles.eyebrow}>Dashboard</p>
        <h1 id="dashboard-heading" className={styles.heading}>
          {organisation ? organisation.name : 'No organisation selected'}
        </h1>
        <p className={styles.greeting}>
          Signed in as {displayName(profile)} ({profile.email})
        </p>
        <ul className={styles.facts} aria-label="Your access">
          <li className={styles.fact}>Role: {roleName(profile)}</li>
          {profile.branch ? <li className={styles.fact}>Branch: {profile.branch.name}</li> : null}
        </ul>
        {profile.is_signup_approver ? (
          <p className={styles.note}>
            You approve new driver registrations for this organisation.{' '}
            <Link className={action.secondary} to="/registration-request">
              Registration requests
            </Link>
          </p>
        ) : null}
        {organisation ? null : (
          <p className={styles.note}>
            {profile.is_system_admin
              ? 'You are signed in as a system administrator, with no organisation selected.'
              : 'No organisation is selected for this session. Sign out and sign in again to choose one.'}
          </p>
        )}
      </section>
    </>
  );
}

function roleName(profile: Profile): string {
  if (profile.role) return profile.role.name;
  return profile.is_system_admin ? 'System administrator' : 'No role assigned';
}
