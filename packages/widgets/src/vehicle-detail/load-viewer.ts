import { accountsCalls, type Profile, type Requester } from '@motorpool/api';
import { ensureSessionProfile } from '../api/session-profile';

// Loaded only when the detail must ask for a profile: the profile calls would otherwise be a sixth of this display bundle.

/** The viewer's profile in another organisation than the session's: role and permissions differ by organisation. */
export const loadProfileIn = (request: Requester): Promise<Profile> => accountsCalls(request).getProfile();

export { ensureSessionProfile };
