import type { Profile } from '@motorpool/api';
import { sessionStore, toast, useSession } from '@motorpool/widgets';
import { useEffect } from 'react';

/** Spec §9: the welcome toast stays 8000 ms. */
export const WELCOME_TOAST_MS = 8000;

export function welcomeMessage(organisationName: string): string {
  return `Welcome to ${organisationName}`;
}

/**
 * The sign-in and organisation the welcome was last shown for. Kept in memory,
 * so it shows once per sign-in and per organisation switch (and again after a
 * reload, which loads the profile afresh, as spec §4 Profile load says).
 */
let welcomed: string | null = null;
sessionStore.subscribe((session) => {
  if (!session.token) welcomed = null;
});

/** Spec §2/§4/§9: once the profile has loaded, a toast names the organisation. */
export function useWelcomeToast(profile: Profile, suppressed: boolean) {
  const token = useSession((session) => session.token);
  const organisation = profile.current_organisation;
  useEffect(() => {
    if (suppressed || !token || !organisation) return;
    const key = `${token}\n${organisation.pk}`;
    if (welcomed === key) return;
    welcomed = key;
    toast.info(welcomeMessage(organisation.name), { duration: WELCOME_TOAST_MS });
  }, [token, organisation, suppressed]);
}
