import { hubsEnabledFor, type Branch } from '@motorpool/api';
import { useEffect, useMemo, useState } from 'react';
import { failureTitle } from '../api/api-failure';
import type { CalendarConnection } from './calendar-auth';
import type { CalendarPlace } from './calendar-types';
import { useBookingCalendarStore, useBookingCalendarStoreApi } from './store';
import type { Viewer } from './use-calendar-viewer';

const NO_PLACES = 'There is no branch or hub to show.';

/** With hubs off ('Enable Hubs') a hub is shown as the branch it also is: its own vehicles, not those of the branches it serves. */
const placeOf = (branch: Branch, hubsOn: boolean): CalendarPlace => ({ pk: branch.pk, name: branch.name, kind: hubsOn ? branch.branch_type : 'branch' });

/** The given place's name until the branch list names it. */
const provisionalPlace = (pk: number, kind: CalendarPlace['kind']): CalendarPlace => ({ pk, kind, name: kind === 'hub' ? `Hub ${pk}` : `Branch ${pk}` });

type Options = {
  connection: CalendarConnection;
  canCall: boolean;
  sessionToken: string | null;
  sessionOrganisation: number | null;
  /** The branch or hub the host gave, else null (the viewer chooses). */
  explicitPk: number | null;
  explicitKind: CalendarPlace['kind'];
  viewer: Viewer;
  /** Bumped by Retry: asks again. */
  attempt: number;
};

/**
 * The branches and hubs the viewer may see, by name: to choose from, or to
 * name the one given. Without a place given, the calendar starts at the
 * viewer's own branch when they may see it, else the first by name.
 */
export function useCalendarPlaces({ connection, canCall, sessionToken, sessionOrganisation, explicitPk, explicitKind, viewer, attempt }: Options) {
  const store = useBookingCalendarStoreApi();
  const placePk = useBookingCalendarStore((current) => current.placePk);
  // The branch list; null until it answers.
  const [listedBranches, setListedBranches] = useState<Branch[] | null>(null);
  // An embedded calendar has no profile to say it: there the branches keep their type, and the server answers for the hub.
  const hubsOn = viewer.profile === null || hubsEnabledFor(viewer.profile);
  const listed = useMemo(() => listedBranches?.map((branch) => placeOf(branch, hubsOn)) ?? null, [listedBranches, hubsOn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another session or organisation, or Retry (attempt), asks for the list again.
  useEffect(() => {
    if (!canCall) return;
    let current = true;
    connection
      .call((client) => client.tfm.listBranches({ is_active: true, ordering: 'name', page: 1, page_size: 100 }))
      .then(
        (list) => current && setListedBranches(list.results),
        (error: unknown) => {
          if (!current) return;
          // With a place given the list only names it; without one there is nothing to show.
          if (explicitPk === null) store.getState().loadFailed(failureTitle(error));
          else console.warn('Motorpool booking calendar: the branch names could not be loaded', error);
        },
      );
    return () => {
      current = false;
    };
  }, [connection, canCall, sessionToken, sessionOrganisation, explicitPk, attempt, store]);

  useEffect(() => {
    if (explicitPk !== null) {
      const named = listed?.find((place) => place.pk === explicitPk);
      store.getState().placesLoaded([named ? { ...named, kind: explicitKind } : provisionalPlace(explicitPk, explicitKind)]);
    } else if (listed) {
      store.getState().placesLoaded(listed);
    }
  }, [listed, explicitPk, explicitKind, store]);

  useEffect(() => {
    if (explicitPk !== null || placePk !== null || listed === null || !viewer.settled) return;
    const preferred = listed.find((place) => place.pk === viewer.profile?.branch?.pk) ?? listed[0];
    if (preferred) store.getState().placeChanged(preferred.pk);
    else store.getState().loadFailed(NO_PLACES);
  }, [explicitPk, placePk, listed, viewer, store]);

  return { listedBranches, listed };
}
