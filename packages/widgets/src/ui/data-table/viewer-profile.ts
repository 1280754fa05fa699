import { accountsCalls, type Profile, type Requester } from '@motorpool/api';
import { ensureSessionProfile } from '../../api/session-profile';

// Loaded by useTableViewer only when a profile must be asked for: the profile calls would otherwise ride in every table's and detail's bundle.

/** The viewer's profile in another organisation than the session's: role and permissions differ by organisation. */
export const loadProfileIn = (request: Requester): Promise<Profile> => accountsCalls(request).getProfile();

export { ensureSessionProfile };
