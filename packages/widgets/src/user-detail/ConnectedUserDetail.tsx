import { bookingCalls, employeeCalls, messages } from '@motorpool/api';
import { useCallback } from 'react';
import { sessionRequester } from '../session/session-api';
import { useHubsEnabled } from '../session/use-hubs-enabled';
import { useSessionReload } from '../state/use-session-reload';
import type { ThemeName } from '../theme/theme-names';
import { allBranches } from '../fields/branch/all-branches';
import { UserDetailStoreProvider, useUserDetailStore, useUserDetailStoreApi } from './store';
import { UserDetail } from './UserDetail';

export type ConnectedUserDetailProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The user (employees-extensions pk). */
  pk: number;
  /** Loads a deleted user too (`is_deleted`). */
  includeDeleted?: boolean;
  theme?: ThemeName;
};

/** The Bookings section shows the latest ones; the booking lists hold the rest. */
const RECENT_BOOKINGS = 20;

/**
 * `UserDetail` wired to the fleet service: the user, the custom fields and
 * branches that label the user's values, and the user's latest bookings as
 * driver (`GET bookings/?driver_pk=`, spec §7). The last three only refine
 * the view; when they fail the values show as stored and no bookings show.
 */
export function ConnectedUserDetail(props: ConnectedUserDetailProps) {
  return (
    <UserDetailStoreProvider>
      <ConnectedDetail {...props} />
    </UserDetailStoreProvider>
  );
}

function ConnectedDetail({ apiBase, pk, includeDeleted = false, theme }: ConnectedUserDetailProps) {
  const store = useUserDetailStoreApi();
  const state = useUserDetailStore((current) => current);

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      loadStarted();
      const request = sessionRequester(apiBase);
      const employees = employeeCalls(request);
      const [employee, tagGroups, branches, bookings] = await Promise.allSettled([
        employees.getEmployee(pk, includeDeleted ? { is_deleted: true } : {}),
        employees.listTagGroups('user').then((list) => list.results),
        // Inactive branches too: the user may still be associated with them.
        allBranches(request),
        bookingCalls(request)
          .listBookings('bookings', { driver_pk: pk, ordering: '-start_datetime', page_size: RECENT_BOOKINGS })
          .then((page) => page.results),
      ]);
      if (!isCurrent()) return;
      if (employee.status === 'rejected') return loadFailed(messages.userForm.fetchFailed);
      loaded({
        employee: employee.value,
        tagGroups: tagGroups.status === 'fulfilled' ? tagGroups.value : null,
        branches: branches.status === 'fulfilled' ? branches.value : [],
        bookings: bookings.status === 'fulfilled' ? bookings.value : [],
      });
    },
    [store, apiBase, pk, includeDeleted],
  );

  const reload = useSessionReload(load);
  const hubsEnabled = useHubsEnabled();

  return (
    <UserDetail
      employee={state.employee}
      status={state.status}
      loadError={state.loadError}
      onRetry={reload}
      tagGroups={state.tagGroups}
      branches={state.branches}
      bookings={state.bookings}
      theme={theme}
      hubsEnabled={hubsEnabled}
    />
  );
}
