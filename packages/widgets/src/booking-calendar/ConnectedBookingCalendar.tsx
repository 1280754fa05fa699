import { bookingMessages, branchTimezone, displayedBookingStatus, messages, type Branch, type CalendarBooking, type Profile } from '@motorpool/api';
import { useEffect, useMemo, useRef, useState } from 'react';
import { mayBook } from '../flows/booking-actions/may-book';
import { failureTitle } from '../api/api-failure';
import { ensureSessionProfile } from '../api/session-profile';
import { useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { BookingCalendar } from './BookingCalendar';
import { BookingPanel } from './BookingPanel';
import { rangeText } from './booking-summary';
import { sessionConnection, widgetConnection } from './calendar-auth';
import type { BookingTimes, CalendarPlace, CalendarSlot } from './calendar-types';
import * as styles from './ConnectedBookingCalendar.css';
import { addDays, isIsoDate, today, type IsoDate, type WeekStart } from './model/calendar-dates';
import { viewDates, type CalendarView, type TimelineSpan } from './model/visible-window';
import { QuickBooking, type QuickBookingDraft } from './QuickBooking';
import { rescheduledPayload } from './reschedule';
import { BookingCalendarStoreProvider, browserTimeZone, useBookingCalendarStore, useBookingCalendarStoreApi, withOverrides, type DraftSlot } from './store';

export type ConnectedBookingCalendarProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /**
   * The organisation to act in. With the session, the session's selected one
   * by default; with an embed key, the key's own (the header is then only
   * sent when this is given).
   */
  organisation?: number | null;
  /** Show this branch (no chooser). */
  branchPk?: number | null;
  /** Show this hub, all its branches' vehicles (no chooser); wins over `branchPk`. */
  hubPk?: number | null;
  /** The view to start in, and to switch to when it changes. */
  view?: CalendarView;
  /** A date the view shows; today at the branch by default. */
  date?: IsoDate;
  timelineSpan?: TimelineSpan;
  theme?: ThemeName;
  /**
   * A partner page's embed key: calls then go with a widget token issued for
   * the page's origin instead of the session. A key of the `booking` scope
   * also needs the person signed in on that page.
   */
  embedKey?: string | null;
  /** A booking was opened; return `true` when the host shows it, else the calendar's own panel opens. */
  onOpenBooking?: (booking: CalendarBooking) => boolean | void;
  /** The server allowed a selected slot; return `true` when the host books it, else the quick booking dialog opens. */
  onSelectSlot?: (slot: CalendarSlot & { branchPk: number }) => boolean | void;
  /** The quick booking dialog created these bookings. */
  onCreated?: (pks: number[]) => void;
  /** The server took a move or resize. */
  onRescheduled?: (pk: number, times: BookingTimes) => void;
  /** The view, date or place changed (by the toolbar, the keyboard or a prop). */
  onChange?: (state: { view: CalendarView; date: IsoDate; placePk: number | null }) => void;
};

/** Weeks start on Monday, as the booking form's date pickers count them. */
const WEEK_STARTS_ON: WeekStart = 1;

const NO_PLACES = 'There is no branch or hub to show.';

/**
 * The dates a view asks the server for: its first date to the day after its
 * last. The server reads dates as midnight at the branch, so the calendar
 * need not know the branch's zone to ask for the first window.
 */
export function windowDates(view: CalendarView, date: IsoDate, timelineSpan: TimelineSpan): { from: IsoDate; to: IsoDate } {
  const dates = viewDates(view, date, WEEK_STARTS_ON, timelineSpan);
  return { from: dates[0] ?? date, to: addDays(dates.at(-1) ?? date, 1) };
}

function loadedAnnouncement(count: number, truncated: boolean): string {
  const shown = count === 1 ? '1 booking shown' : `${count} bookings shown`;
  return truncated ? `${shown}; more matched than the calendar can show, so some are left out` : shown;
}

/**
 * A range as the booking calls take it, in instants: exact whichever branch
 * reads it (a hub's vehicles may belong to branches on other clocks) and in
 * the hour clocks go back, where a wall-clock time would be ambiguous.
 */
const instantRange = (range: { start: number; end: number }) => ({
  start_datetime: new Date(range.start).toISOString(),
  end_datetime: new Date(range.end).toISOString(),
});

const placeOf = (branch: Branch): CalendarPlace => ({ pk: branch.pk, name: branch.name, kind: branch.branch_type });

/** The signed-in person, once asked (`settled`); null for a read-only key or when the profile could not be loaded. */
type Viewer = { profile: Profile | null; settled: boolean };

/** The given place's name until the branch list names it. */
const provisionalPlace = (pk: number, kind: CalendarPlace['kind']): CalendarPlace => ({ pk, kind, name: kind === 'hub' ? `Hub ${pk}` : `Branch ${pk}` });

/**
 * `BookingCalendar` wired to the fleet service: fetches exactly the visible
 * window of a branch or hub (a later request wins; the last grid stays while
 * the next loads), shows the booking panel and the quick booking dialog
 * unless the host takes over, asks the server before offering a slot, and
 * moves bookings at once, putting them back if the server refuses.
 *
 * In the portal it uses the shared session; on a partner page an embed key
 * is exchanged for a widget token first (see calendar-auth.ts).
 */
export function ConnectedBookingCalendar(props: ConnectedBookingCalendarProps) {
  const { apiBase, embedKey, organisation, view, date, timelineSpan, hubPk, branchPk } = props;
  return (
    <BookingCalendarStoreProvider
      // Another server, key or organisation is another calendar: its token, places and data start afresh.
      key={`${apiBase ?? ''}|${embedKey ?? ''}|${organisation ?? ''}`}
      initial={{
        view: view ?? 'week',
        date: date && isIsoDate(date) ? date : today(browserTimeZone()),
        timelineSpan: timelineSpan ?? 'day',
        placePk: hubPk || branchPk || null,
      }}
    >
      <ConnectedBookingCalendarView {...props} />
    </BookingCalendarStoreProvider>
  );
}

function ConnectedBookingCalendarView({
  apiBase,
  organisation,
  branchPk,
  hubPk,
  view: viewProp,
  date: dateProp,
  timelineSpan: spanProp,
  theme,
  embedKey,
  onOpenBooking,
  onSelectSlot,
  onCreated,
  onRescheduled,
  onChange,
}: ConnectedBookingCalendarProps) {
  const store = useBookingCalendarStoreApi();
  const state = useBookingCalendarStore((current) => current);
  const { view, date, timelineSpan, placePk, places, data, generation } = state;
  const sessionToken = useSession((session) => session.token);
  const sessionOrganisation = useSession((session) => session.organisation);
  const [viewer, setViewer] = useState<Viewer>({ profile: null, settled: false });
  // The branch list; null until it answers.
  const [listedBranches, setListedBranches] = useState<Branch[] | null>(null);
  const listed = useMemo(() => listedBranches?.map(placeOf) ?? null, [listedBranches]);
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
  const explicitPk = hubPk || branchPk || null;
  const explicitKind: CalendarPlace['kind'] = hubPk ? 'hub' : 'branch';
  const placeKind = explicitPk !== null ? explicitKind : (places.find((place) => place.pk === placePk)?.kind ?? 'branch');
  // The listed branch's zone draws the grid at its clock before its bookings arrive.
  const listedPlace = listedBranches?.find((branch) => branch.pk === placePk);
  const placeZone = listedPlace ? branchTimezone(listedPlace) : undefined;
  const timeZone = data && data.placePk === placePk ? data.timeZone : (placeZone ?? data?.timeZone ?? browserTimeZone());
  const scope = useBookingCalendarStore((current) => current.widgetGrant?.scope ?? null);
  // The server decides each booking's `editable`; a read-only key never edits, and booking needs the signed-in person as driver.
  const canWrite = !connection.embedded || scope === 'booking';
  const canSelectSlots = canWrite && mayBook(viewer.profile) && Boolean(viewer.profile?.employee_pk);

  // Props the host changes later move the calendar; the calendar's own navigation does not touch them.
  useEffect(() => {
    if (viewProp) store.getState().viewChanged(viewProp);
  }, [viewProp, store]);
  useEffect(() => {
    if (dateProp && isIsoDate(dateProp)) store.getState().navigated(dateProp);
  }, [dateProp, store]);
  useEffect(() => {
    if (spanProp) store.getState().timelineSpanChanged(spanProp);
  }, [spanProp, store]);
  useEffect(() => {
    if (explicitPk !== null) store.getState().placeChanged(explicitPk);
  }, [explicitPk, store]);

  // Who is looking: may they book, and who drives. With a widget token, known once a call has fetched the token.
  useEffect(() => {
    if (!canCall || (connection.embedded && scope === null)) return;
    let current = true;
    let request: Promise<Profile | null>;
    if (connection.embedded) {
      // A read-only key has no user, and its token may not ask for a profile.
      request = scope === 'booking' ? connection.call((client) => client.accounts.getProfile()) : Promise.resolve(null);
    } else {
      const foreign = Boolean(organisation) && organisation !== sessionOrganisation;
      request = foreign ? connection.call((client) => client.accounts.getProfile()) : ensureSessionProfile(apiBase);
    }
    request.then(
      (profile) => current && setViewer({ profile, settled: true }),
      (error: unknown) => {
        if (!current) return;
        console.warn('Motorpool booking calendar: the profile could not be loaded, so slots cannot be booked', error);
        setViewer({ profile: null, settled: true });
      },
    );
    return () => {
      current = false;
    };
  }, [connection, canCall, scope, sessionToken, sessionOrganisation, organisation, apiBase, contextAttempt]);

  // The branches and hubs the viewer may see, by name: to choose from, or to name the one given.
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
  }, [connection, canCall, sessionToken, sessionOrganisation, explicitPk, contextAttempt, store]);

  useEffect(() => {
    if (explicitPk !== null) {
      const named = listed?.find((place) => place.pk === explicitPk);
      store.getState().placesLoaded([named ? { ...named, kind: explicitKind } : provisionalPlace(explicitPk, explicitKind)]);
    } else if (listed) {
      store.getState().placesLoaded(listed);
    }
  }, [listed, explicitPk, explicitKind, store]);

  // Without a place given, start at the viewer's own branch when they may see it, else the first by name.
  useEffect(() => {
    if (explicitPk !== null || placePk !== null || listed === null || !viewer.settled) return;
    const preferred = listed.find((place) => place.pk === viewer.profile?.branch?.pk) ?? listed[0];
    if (preferred) store.getState().placeChanged(preferred.pk);
    else store.getState().loadFailed(NO_PLACES);
  }, [explicitPk, placePk, listed, viewer, store]);

  // Exactly the visible window, again on every change; an answer to an earlier request is dropped.
  useEffect(() => {
    if (!canCall) {
      store.getState().loadFailed(messages.request.unauthenticated);
      return;
    }
    if (placePk === null) return;
    let current = true;
    const { from, to } = windowDates(view, date, timelineSpan);
    const quiet = quietNextLoad.current;
    quietNextLoad.current = false;
    store.getState().loadStarted();
    connection
      .call((client) => client.tfm.getBookingCalendar({ from, to, ...(placeKind === 'hub' ? { hub_pk: placePk } : { branch_pk: placePk }) }))
      .then(
        (answer) => {
          if (!current) return;
          store
            .getState()
            .loaded(
              { placePk, from, to, vehicles: answer.vehicles, bookings: answer.bookings, timeZone: answer.branch_timezone, truncated: answer.truncated },
              quiet ? null : loadedAnnouncement(answer.bookings.length, answer.truncated),
            );
        },
        (error: unknown) => current && store.getState().loadFailed(failureTitle(error)),
      );
    return () => {
      current = false;
    };
  }, [connection, canCall, sessionToken, placePk, placeKind, view, date, timelineSpan, generation, store]);

  const announceChange = useRef(onChange);
  announceChange.current = onChange;
  useEffect(() => {
    if (placePk !== null) announceChange.current?.({ view, date, placePk });
  }, [view, date, placePk]);

  function refresh() {
    quietNextLoad.current = true;
    store.getState().reload();
  }

  function retry() {
    if (listed === null || !viewer.settled) setContextAttempt((attempt) => attempt + 1);
    store.getState().reload();
  }

  function openBooking(booking: CalendarBooking) {
    if (onOpenBooking?.(booking) === true) return;
    store.getState().bookingOpened(booking);
  }

  async function selectSlot(slot: CalendarSlot) {
    if (!canSelectSlots || placePk === null) return;
    const { refused, refusalDismissed, slotDrafted } = store.getState();
    refusalDismissed();
    const vehicle = slot.vehiclePk === null ? null : data?.vehicles.find((candidate) => candidate.pk === slot.vehiclePk);
    // A booking belongs to its vehicle's branch; a time-grid slot of a hub is checked against the hub's hours.
    const branch = vehicle?.branch_pk ?? placePk;
    const range = instantRange(slot);
    try {
      const validity = await connection.call((client) => client.tfm.validateBooking({ branch: { pk: branch }, ...range }));
      if (!validity.valid) return refused(validity.errors[0] ?? messages.request.unexpected);
      if (slot.vehiclePk !== null) {
        const check = await connection.call((client) => client.tfm.checkBookingVehicle({ vehicle: { pk: slot.vehiclePk! }, ...range }));
        if (!check.available) return refused(check.title || bookingMessages.vehicleTakenUnknown);
      }
    } catch (error) {
      return refused(failureTitle(error));
    }
    const allowed: DraftSlot = { ...slot, branchPk: branch };
    if (onSelectSlot?.(allowed) === true) return;
    slotDrafted(allowed);
  }

  async function createBooking(draft: QuickBookingDraft): Promise<string | null> {
    const vehicle = data?.vehicles.find((candidate) => candidate.pk === draft.vehiclePk);
    const driverPk = viewer.profile?.employee_pk;
    if (!vehicle || !driverPk) return messages.request.unexpected;
    try {
      const created = await connection.call((client) =>
        client.tfm.createBooking({
          vehicle: { pk: vehicle.pk },
          branch: { pk: vehicle.branch_pk },
          driver: { pk: driverPk },
          ...instantRange(draft),
          purpose_of_trip: draft.purposeOfTrip || null,
        }),
      );
      const pks = created.results.map((booking) => booking.pk);
      const first = created.results[0];
      const { slotDrafted, announced } = store.getState();
      slotDrafted(null);
      if (first) announced(`Booking ${first.pk} created: ${displayedBookingStatus(first)}`);
      refresh();
      onCreated?.(pks);
      return null;
    } catch (error) {
      return failureTitle(error);
    }
  }

  async function reschedule(booking: CalendarBooking, times: BookingTimes) {
    if (!canWrite || !booking.editable) return;
    const { overridden, overrideDropped, rescheduled, refused, refusalDismissed, announced } = store.getState();
    refusalDismissed();
    overridden(booking.pk, times);
    try {
      // The calendar holds only what it draws; the PUT needs the whole booking.
      const full = await connection.call((client) => client.tfm.getBooking(booking.pk));
      await connection.call((client) => client.tfm.updateBooking(booking.pk, rescheduledPayload(full, times)));
    } catch (error) {
      overrideDropped(booking.pk);
      refused(failureTitle(error));
      return;
    }
    rescheduled(booking.pk, times);
    announced(`Booking ${booking.pk} moved to ${rangeText(times.start, times.end, timeZone)}`);
    refresh();
    onRescheduled?.(booking.pk, times);
  }

  const bookings = useMemo(() => withOverrides(data?.bookings ?? [], state.overrides), [data, state.overrides]);
  const actions = store.getState();

  return (
    <BookingCalendar
      view={view}
      date={date}
      today={today(timeZone)}
      timeZone={timeZone}
      weekStartsOn={WEEK_STARTS_ON}
      timelineSpan={timelineSpan}
      vehicles={data?.vehicles ?? []}
      bookings={bookings}
      canSelectSlots={canSelectSlots}
      status={state.status}
      errorTitle={state.errorTitle}
      truncated={data?.truncated ?? false}
      places={places}
      placePk={placePk}
      announcement={state.announcement}
      theme={theme}
      onOpenBooking={openBooking}
      onSelectSlot={(slot) => void selectSlot(slot)}
      onReschedule={(booking, times) => void reschedule(booking, times)}
      onNavigate={actions.navigated}
      onPlaceChange={actions.placeChanged}
      onViewChange={actions.viewChanged}
      onTimelineSpanChange={actions.timelineSpanChanged}
      onRetry={retry}
    >
      {state.refusal && (
        <div role="alert" className={styles.refusal}>
          <p className={styles.refusalText}>{state.refusal}</p>
          <button type="button" className={styles.dismissButton} onClick={actions.refusalDismissed}>
            Dismiss
          </button>
        </div>
      )}
      {state.openBooking && <BookingPanel booking={state.openBooking} timeZone={timeZone} onClose={() => actions.bookingOpened(null)} />}
      {state.draftSlot && data && (
        <QuickBooking
          slot={state.draftSlot}
          timeZone={timeZone}
          vehicles={data.vehicles}
          bookings={data.bookings}
          onSave={createBooking}
          onCancel={() => actions.slotDrafted(null)}
        />
      )}
    </BookingCalendar>
  );
}
