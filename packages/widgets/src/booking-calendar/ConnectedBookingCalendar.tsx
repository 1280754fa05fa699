import type { CalendarBooking, ThemeColours } from '@motorpool/api';
import { useEffect, useMemo, useRef } from 'react';
import type { ThemeName } from '../theme/theme-names';
import { BookingCalendar } from './BookingCalendar';
import { BookingPanel } from './BookingPanel';
import type { BookingTimes, CalendarPlace, CalendarSlot } from './calendar-types';
import * as styles from './ConnectedBookingCalendar.css';
import { isIsoDate, today, type IsoDate } from './model/calendar-dates';
import type { CalendarView, TimelineSpan } from './model/visible-window';
import { QuickBooking } from './QuickBooking';
import { BookingCalendarStoreProvider, browserTimeZone, useBookingCalendarStore, useBookingCalendarStoreApi, withOverrides } from './store';
import { useCalendarData } from './use-calendar-data';
import { useCalendarWrites } from './use-calendar-writes';
import { useChangeNotice, useHostProps } from './use-host-props';
import { Button } from '../ui/button/Button';
import { isPhoneScreen } from '../theme/use-phone-screen';

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
  /** With an embed key: the organisation's own colours (null: none) as its widget token carries them, for the element to theme itself with. */
  onOrganisationTheme?: (colours: ThemeColours | null) => void;
};

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
        // A week's seven columns do not fit a phone: a day does, and draws a seventh of the bookings.
        view: view ?? (isPhoneScreen() ? 'day' : 'week'),
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
  onOrganisationTheme,
}: ConnectedBookingCalendarProps) {
  const store = useBookingCalendarStoreApi();
  const state = useBookingCalendarStore((current) => current);
  const { view, date, timelineSpan, placePk, places, data } = state;
  const explicitPk = hubPk || branchPk || null;
  const explicitKind: CalendarPlace['kind'] = hubPk ? 'hub' : 'branch';

  useHostProps({ view: viewProp, date: dateProp, timelineSpan: spanProp, explicitPk });
  const calendar = useCalendarData({ apiBase, organisation, embedKey, explicitPk, explicitKind });
  const { timeZone, canSelectSlots, retry } = calendar;
  useChangeNotice(onChange, { view, date, placePk });
  useOrganisationTheme(onOrganisationTheme);
  const { openBooking, selectSlot, createBooking, reschedule } = useCalendarWrites(calendar, { onOpenBooking, onSelectSlot, onCreated, onRescheduled });

  const bookings = useMemo(() => withOverrides(data?.bookings ?? [], state.overrides), [data, state.overrides]);
  const actions = store.getState();

  return (
    <BookingCalendar
      view={view}
      date={date}
      today={today(timeZone)}
      timeZone={timeZone}
      weekStartsOn={calendar.weekStartsOn}
      timelineSpan={timelineSpan}
      vehicles={data?.vehicles ?? []}
      bookings={bookings}
      blocks={data?.blocks}
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
          <Button tone="neutral" variant="outline" size="small" onClick={actions.refusalDismissed}>
            Dismiss
          </Button>
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

/** Reports the organisation's colours as each widget token brings them; a cleared token (renewal under way) reports nothing, so the colours never flicker. */
function useOrganisationTheme(report: ((colours: ThemeColours | null) => void) | undefined) {
  const granted = useBookingCalendarStore((current) => current.widgetGrant !== null);
  const brand = useBookingCalendarStore((current) => current.widgetGrant?.theme?.brand_color ?? null);
  const text = useBookingCalendarStore((current) => current.widgetGrant?.theme?.brand_contrast_color ?? null);
  // The host hands a new callback each render; the colours, not the callback, decide when to report.
  const latest = useRef(report);
  latest.current = report;
  useEffect(() => {
    if (granted) latest.current?.(brand && text ? { brand_color: brand, brand_contrast_color: text } : null);
  }, [granted, brand, text]);
}
