import type { CalendarBlock, CalendarBooking, CalendarVehicle, EmbedScope, ThemeColours } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import type { BookingTimes, CalendarPlace, CalendarSlot, CalendarStatus } from './calendar-types';
import { today, type IsoDate } from './model/calendar-dates';
import type { CalendarView, TimelineSpan } from './model/visible-window';

/** What one `booking-calendar/` answer held, and for which place and dates it was asked. */
export type CalendarData = {
  placePk: number;
  /** The dates asked for: `from` is the first shown, `to` the day after the last. */
  from: IsoDate;
  to: IsoDate;
  vehicles: CalendarVehicle[];
  bookings: CalendarBooking[];
  blocks: CalendarBlock[];
  /** The branch's zone, from the answer. */
  timeZone: string;
  truncated: boolean;
};

/** A slot the server allowed, with the branch a booking of it would belong to. */
export type DraftSlot = CalendarSlot & { branchPk: number };

/** A partner page's widget token (`POST embed/token/`), as the calendar keeps it. */
export type WidgetGrant = {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
  scope: EmbedScope;
  organisation: number;
  /** The session the token was issued under: a booking-scope token ends with it. */
  sessionToken: string | null;
  /** The organisation's own colours (its `/theme`), which the element themes itself with; null: none. */
  theme: ThemeColours | null;
};

export type BookingCalendarState = {
  view: CalendarView;
  date: IsoDate;
  timelineSpan: TimelineSpan;
  /** The branch or hub shown; null until the places are known. */
  placePk: number | null;
  places: CalendarPlace[];
  /** The last window's answer; kept on screen while the next one loads. */
  data: CalendarData | null;
  status: CalendarStatus;
  errorTitle: string | null;
  /** Bumped to fetch the window again (Retry, after a booking was made or moved). */
  generation: number;
  announcement: string;
  /** A refusal (slot, move) shown in an alert over the grid until dismissed. */
  refusal: string | null;
  /** Times a move shows before the server has answered, by booking pk. */
  overrides: Record<number, BookingTimes>;
  /** The booking shown in the detail panel. */
  openBooking: CalendarBooking | null;
  /** The slot the quick-booking dialog books. */
  draftSlot: DraftSlot | null;
  widgetGrant: WidgetGrant | null;
};

export type BookingCalendarActions = {
  /** Another date, and optionally another view (a month day's "+N more"). */
  navigated: (date: IsoDate, view?: CalendarView) => void;
  viewChanged: (view: CalendarView) => void;
  timelineSpanChanged: (span: TimelineSpan) => void;
  placeChanged: (pk: number) => void;
  placesLoaded: (places: CalendarPlace[]) => void;
  loadStarted: () => void;
  /** The window arrived; `announcement` null keeps the current one (a reload after the calendar's own change). */
  loaded: (data: CalendarData, announcement: string | null) => void;
  loadFailed: (title: string) => void;
  reload: () => void;
  announced: (announcement: string) => void;
  refused: (title: string) => void;
  refusalDismissed: () => void;
  overridden: (pk: number, times: BookingTimes) => void;
  /** The server refused the move: the booking goes back to the times it has in `data`. */
  overrideDropped: (pk: number) => void;
  /** The server took the move: `data` holds the new times until the next answer confirms them. */
  rescheduled: (pk: number, times: BookingTimes) => void;
  bookingOpened: (booking: CalendarBooking | null) => void;
  slotDrafted: (slot: DraftSlot | null) => void;
  widgetGranted: (grant: WidgetGrant | null) => void;
};

export type BookingCalendarStoreState = BookingCalendarState & BookingCalendarActions;

export type BookingCalendarInitial = { view: CalendarView; date: IsoDate; timelineSpan: TimelineSpan; placePk: number | null };

const withoutKey = <T>(record: Record<number, T>, key: number): Record<number, T> => {
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

/** The zone the calendar draws in until the branch's answer names its own. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A week around today, at the first place found. */
export const defaultCalendarInitial = (): BookingCalendarInitial => ({ view: 'week', date: today(browserTimeZone()), timelineSpan: 'day', placePk: null });

/** One store per calendar on the page. */
export function createBookingCalendarStore(initial: BookingCalendarInitial = defaultCalendarInitial()): StoreApi<BookingCalendarStoreState> {
  return createStore<BookingCalendarStoreState>()((set) => ({
    ...initial,
    places: [],
    data: null,
    status: 'loading',
    errorTitle: null,
    generation: 0,
    announcement: '',
    refusal: null,
    overrides: {},
    openBooking: null,
    draftSlot: null,
    widgetGrant: null,

    navigated: (date, view) => set((state) => ({ date, view: view ?? state.view })),
    viewChanged: (view) => set({ view }),
    timelineSpanChanged: (timelineSpan) => set({ timelineSpan }),
    // A panel or dialog about the last place's bookings no longer applies.
    placeChanged: (placePk) => set({ placePk, openBooking: null, draftSlot: null }),
    placesLoaded: (places) => set({ places }),
    loadStarted: () => set({ status: 'loading', errorTitle: null }),
    loaded: (data, announcement) => set((state) => ({ data, status: 'ready', errorTitle: null, announcement: announcement ?? state.announcement })),
    // The shell shows failures and refusals in a role="alert", which screen readers announce: saying them again in the live region would repeat them.
    loadFailed: (errorTitle) => set({ status: 'error', errorTitle }),
    reload: () => set((state) => ({ generation: state.generation + 1 })),
    announced: (announcement) => set({ announcement }),
    refused: (refusal) => set({ refusal }),
    refusalDismissed: () => set({ refusal: null }),
    overridden: (pk, times) => set((state) => ({ overrides: { ...state.overrides, [pk]: times } })),
    overrideDropped: (pk) => set((state) => ({ overrides: withoutKey(state.overrides, pk) })),
    rescheduled: (pk, times) =>
      set((state) => ({
        overrides: withoutKey(state.overrides, pk),
        data: state.data && {
          ...state.data,
          bookings: state.data.bookings.map((booking) =>
            booking.pk === pk ? { ...booking, start: new Date(times.start).toISOString(), end: new Date(times.end).toISOString() } : booking,
          ),
        },
      })),
    bookingOpened: (openBooking) => set({ openBooking }),
    slotDrafted: (draftSlot) => set({ draftSlot }),
    widgetGranted: (widgetGrant) => set({ widgetGrant }),
  }));
}

export const {
  Provider: BookingCalendarStoreProvider,
  useStoreApi: useBookingCalendarStoreApi,
  useStore: useBookingCalendarStore,
} = createStoreContext('booking-calendar', createBookingCalendarStore);

/** The bookings as drawn: a move the server has not answered yet shows at its new times. */
export function withOverrides(bookings: readonly CalendarBooking[], overrides: Record<number, BookingTimes>): readonly CalendarBooking[] {
  if (Object.keys(overrides).length === 0) return bookings;
  return bookings.map((booking) => {
    const times = overrides[booking.pk];
    return times ? { ...booking, start: new Date(times.start).toISOString(), end: new Date(times.end).toISOString() } : booking;
  });
}
