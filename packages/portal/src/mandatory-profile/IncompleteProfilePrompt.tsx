import type { Profile } from '@motorpool/api';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { action } from '../components/action.css';
import { useWidgetNavigate } from '../navigation/widget-navigate';
import { usePortalConfig } from '../portal-config/portal-config';
import * as styles from './IncompleteProfilePrompt.css';
import { promptsForMissingDetails, sectionToComplete } from './mandatory-profile';

/**
 * Spec §2 mandatory-profile prompt: on the fleet-share hosts, while the server
 * reports missing details, every page but those listed shows this modal; its
 * only way on is Continue to the profile section that needs filling. It
 * reappears on the next page until the details are complete.
 */
export function IncompleteProfilePrompt({ profile }: { profile: Profile }) {
  const { pathname } = useLocation();
  const config = usePortalConfig();
  const navigate = useWidgetNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = promptsForMissingDetails(profile, pathname, config.brand === 'fleet-share');

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!open || element.open) return;
    // jsdom has no showModal; there the open attribute shows it.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, [open]);

  if (!open) return null;
  const missing = [
    ...(profile.missing_user_attributes ?? []).map((attribute) => attribute.label),
    ...(profile.missing_user_tags ?? []).map((tag) => tag.tag_group_name),
  ];
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="incomplete-profile-heading" onCancel={(event) => event.preventDefault()}>
      <h2 id="incomplete-profile-heading" className={styles.heading}>
        Incomplete Profile Details
      </h2>
      <p>Your organisation needs these details before you continue:</p>
      <ul className={styles.list}>
        {missing.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        {/* biome-ignore lint/a11y/noAutofocus: inside a modal <dialog>, autofocus names the control showModal() focuses; Continue is the only way on. */}
        <button type="button" className={action.primary} autoFocus onClick={() => navigate(`/profile/${sectionToComplete(profile)}`)}>
          Continue
        </button>
      </div>
    </dialog>
  );
}
