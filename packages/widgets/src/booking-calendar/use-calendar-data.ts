import { branchTimezone, callerOfProfile, mayBook, messages, weekStartOf } from '@motorpool/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureTitle } from '../api/api-failure';
import { useSession } from '../session/session-store';
import { sessionConnection, widgetConnection } from './calendar-auth';
import type { CalendarPlace } from './calendar-types';
import { addDays, type IsoDate, type WeekStart } from './model/calendar-dates';
import { viewDates, type CalendarView, type TimelineSpan } from './model/visible-window';
import { browserTimeZone, useBookingCalendarStore, useBookingCalendarStoreApi } from './store';
import { useCalendarPlaces } from './use-calendar-places';
import { useCalendarViewer } from './use-calendar-viewer';

/**
 * The dates a view asks the server for: its first date to the day after its
 * last. The server reads dates as midnight at the branch, so the calendar
 * need not know the branch's zone to ask for the first window.
 */
function windowDates(view: CalendarView, date: IsoDate, weekStartsOn: WeekStart, timelineSpan: TimelineSpan): { from: IsoDate; to: IsoDate } {
  const dates = viewDates(view, date, weekStartsOn, timelineSpan);
  return { from: dates[0] ?? date, to: addDays(dates.at(-1) ?? date, 1) };
}

function loadedAnnouncement(count: number, truncated: boolean): string {
  const shown = count === 1 ? '1 booking shown' : `${count} bookings shown`;
  return truncated ? `${shown}; more matched than the calendar can show, so some are left out` : shown;
}

type Options = {
  apiBase: string | undefined;
  organisation: number | null | undefined;
  embedKey: string | null | undefined;
  /** The branch or hub the host gave, else null (the viewer chooses). */
  explicitPk: number | null;
  explicitKind: CalendarPlace['kind'];
};

/**
 * What the calendar shows and who is looking: the connection (the session,
 * or a widget token renewed as it nears its end), the viewer, the places to
 * choose from, and exactly the visible window of a branch or hub, fetched
 * again on every change (an answer to an earlier request is dropped, and
 * the last grid stays while the next loads).
 */
/** The calendar's connection, viewer and place as `useCalendarData` keeps them. */
export type CalendarData = ReturnType<typeof useCalendarData>;

export function useCalendarData({ apiBase, organisation, embedKey, explicitPk, explicitKind }: Options) {
  const store = useBookingCalendarStoreApi();
  const { view, date, timelineSpan, placePk, places, data, generation } = useBookingCalendarStore((current) => current);
  const scope = useBookingCalendarStore((current) => current.widgetGrant?.scope ?? null);
  const sessionToken = useSession((session) => session.token);
  const sessionOrganisation = useSession((session) => session.organisation);
  // Bumped by Retry when the profile or branch list did not arrive.
  const [contextAttempt, setContextAttempt] = useState(0);
  // A reload after this calendar's own change keeps announcing that change, not the count.
  const quietNextLoad = useRef(false);

  const connection = useMemo(
    () =>
      embedKey
        ? widgetConnection({
            apiBase,
            organisation,
            embedKey,
            grant: () => store.getState().widgetGrant,
            granted: (grant) => store.getState().widgetGranted(grant),
          })
        : sessionConnection(apiBase, organisation),
    [apiBase, organisation, embedKey, store],
  );
  // The portal's calls need the session; a partner page's read-only key does not.
  const canCall = connection.embedded || sessionToken !== null;
  const placeKind = explicitPk !== null ? explicitKind : (places.find((place) => place.pk === placePk)?.kind ?? 'branch');

  const viewer = useCalendarViewer({ connection, canCall, scope, sessionToken, sessionOrganisation, organisation, apiBase, attempt: contextAttempt });
  // The organisation's first day of the week (company settings), as the viewer's profile carries it.
  const weekStartsOn = weekStartOf(viewer.profile);
  const { listedBranches, listed } = useCalendarPlaces({
    connection,
    canCall,
    sessionToken,
    sessionOrganisation,
    explicitPk,
    explicitKind,
    viewer,
    attempt: contextAttempt,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session token or a reload (generation) fetches the window again.
  useEffect(() => {
    if (!canCall) {
      store.getState().loadFailed(messages.request.unauthenticated);
      return;
    }
    if (placePk === null) return;
    let current = true;
    const { from, to } = windowDates(view, date, weekStartsOn, timelineSpan);
    const quiet = quietNextLoad.current;
    quietNextLoad.current = false;
    store.getState().loadStarted();
    connection
      .call((client) => client.tfm.getBookingCalendar({ from, to, ...(placeKind === 'hub' ? { hub_pk: placePk } : { branch_pk: placePk }) }))
      .then(
        (answer) => {
          if (!current) return;
          store.getState().loaded(
            {
              placePk,
              from,
              to,
              vehicles: answer.vehicles,
              bookings: answer.bookings,
              blocks: answer.blocks ?? [],
              timeZone: answer.branch_timezone,
              truncated: answer.truncated,
            },
            quiet ? null : loadedAnnouncement(answer.bookings.length, answer.truncated),
          );
        },
        (error: unknown) => current && store.getState().loadFailed(failureTitle(error)),
      );
    return () => {
      current = false;
    };
  }, [connection, canCall, sessionToken, placePk, placeKind, view, date, timelineSpan, weekStartsOn, generation, store]);

  // The listed branch's zone draws the grid at its clock before its bookings arrive.
  const listedPlace = listedBranches?.find((branch) => branch.pk === placePk);
  const placeZone = listedPlace ? branchTimezone(listedPlace) : undefined;
  const timeZone = data && data.placePk === placePk ? data.timeZone : (placeZone ?? data?.timeZone ?? browserTimeZone());
  // The server decides each booking's `editable`; a read-only key never edits, and booking needs the signed-in person as driver.
  const canWrite = !connection.embedded || scope === 'booking';
  const canSelectSlots = canWrite && mayBook(callerOfProfile(viewer.profile)) && Boolean(viewer.profile?.employee_pk);

  /** Loads the window again, keeping the announcement of the change that caused it. */
  const refresh = () => {
    quietNextLoad.current = true;
    store.getState().reload();
  };
  const retry = () => {
    if (listed === null || !viewer.settled) setContextAttempt((attempt) => attempt + 1);
    store.getState().reload();
  };

  return { connection, viewer, timeZone, weekStartsOn, canWrite, canSelectSlots, refresh, retry };
}
