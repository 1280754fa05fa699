import { sessionApiClient, sessionStore } from '@motorpool/widgets';
import type { ChangeEvent } from 'react';
import { useProfile } from '../../auth/profile';
import { action } from '../../components/action.css';
import { OutcomeLine, useSubmission } from './form-parts';
import * as formStyles from './ProfileForms.css';
import * as styles from './ProfilePhoto.css';

const initialsOf = (firstName: string, lastName: string) => `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';

/** The profile photo (spec §3 `profile_image`): shown, and replaced through the two-step upload of spec §7. */
export function ProfilePhoto() {
  const profile = useProfile();
  const { pending, outcome, run } = useSubmission();

  const change = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const updated = await run(
      async () => {
        const { accounts } = sessionApiClient();
        const { url } = await accounts.requestImageUpload(file.name);
        const stored = await accounts.uploadImage(url, file, file.name);
        return accounts.updateMe({ profile_image: stored.url });
      },
      () => 'Your photo has been saved.',
    );
    // Choosing the same file again should upload again.
    input.value = '';
    if (updated) sessionStore.getState().setProfile(updated);
  };

  return (
    <section className={formStyles.card} aria-labelledby="profile-photo">
      <h2 id="profile-photo" className={formStyles.cardHeading}>
        Photo
      </h2>
      <p className={formStyles.cardIntro}>A PNG, JPEG, WebP or GIF image of up to 2 MB.</p>
      <div className={formStyles.form}>
        <div className={styles.row}>
          {profile.profile_image ? (
            <img className={styles.photo} src={profile.profile_image} alt={`${profile.first_name} ${profile.last_name}`.trim()} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {initialsOf(profile.first_name, profile.last_name)}
            </span>
          )}
          <label className={`${action.secondary} ${styles.chooser}`} aria-disabled={pending || undefined}>
            {pending ? 'Uploading...' : 'Change photo'}
            <input className={styles.fileInput} type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={change} disabled={pending} />
          </label>
        </div>
        <OutcomeLine outcome={outcome} />
      </div>
    </section>
  );
}
